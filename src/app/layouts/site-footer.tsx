import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../shell/sidebar';

/**
 * SPEC.md: the social links and a copyright line with the year and the brand. A page's footer, or, in
 * the settings layout, the foot of the settings menu (a plain block there: one contentinfo per page).
 */
export function SiteFooter({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation();
  const content = (
    <>
      <SocialLinks />
      <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: tc('brand') })}</p>
    </>
  );
  return inMenu ? <div className="menu-footer">{content}</div> : <footer className="site-footer">{content}</footer>;
}
