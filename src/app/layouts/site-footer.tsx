import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../shell/sidebar';

export function SiteFooter() {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation();
  return (
    <footer className="site-footer">
      <SocialLinks />
      <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: tc('brand') })}</p>
    </footer>
  );
}
