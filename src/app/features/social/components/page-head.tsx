import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';

/**
 * The page's heading and title. `sample` marks a page whose content is built-in sample data (SPEC.md
 * §1), so nobody mistakes it for real activity.
 */
export function PageHead({
  title,
  lead,
  sample = true,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  sample?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('social');
  usePageTitle(title);
  return (
    <header className="social-head">
      <div>
        <h1>
          {title}
          {sample ? (
            <span className="badge sample-badge" title={t('sample.explain')}>
              {t('sample.badge')}
            </span>
          ) : null}
        </h1>
        {lead ? <p className="muted social-lead">{lead}</p> : null}
      </div>
      {actions ? <div className="social-head-actions">{actions}</div> : null}
    </header>
  );
}
