import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/status';
import { Icon } from '../../../components/icon';
import { CardSection } from '../../../components/section';
import { externalLinks } from '../../../config/links';
import { sampleApi } from '../../sample/sample-api';
import { PageHead } from '../components/page-head';
import { sampleKeys } from '../sample-keys';
import '../social.css';
import { useFormat } from '../../../hooks/use-format';
import { AllocationChart, sliceColours } from './allocation-chart';

/** /tokenomics: the token's supply, its allocation as a chart with the figures beside it, and where to buy. */
export function TokenomicsPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const format = useFormat();
  const token = useQuery({ queryKey: sampleKeys.token, queryFn: sampleApi.token.figures });
  const buy = (
    <a className="button button-accent" href={externalLinks.buy} target="_blank" rel="noopener noreferrer">
      <Icon name="cart" size={18} />
      {t('tokenomics.buy', { symbol: token.data?.symbol ?? 'CUPPA' })}
      <span className="visually-hidden"> {ta('nav.opensInNewTab')}</span>
    </a>
  );
  return (
    <div className="page social-page">
      <PageHead title={ta('pages.tokenomics')} lead={t('tokenomics.lead')} actions={buy} />
      <QueryView query={token}>
        {(figures) => (
          <>
            <dl className="stat-cards">
              <div className="card">
                <dt>{t('tokenomics.symbol')}</dt>
                <dd>{figures.symbol}</dd>
              </div>
              <div className="card">
                <dt>{t('tokenomics.totalSupply')}</dt>
                <dd>{format.number(figures.totalSupply)}</dd>
              </div>
              <div className="card">
                <dt>{t('tokenomics.circulating')}</dt>
                <dd>{format.number(figures.circulatingSupply)}</dd>
              </div>
            </dl>
            <CardSection className="allocation" title={t('tokenomics.allocation')}>
              <div className="allocation-body">
                <AllocationChart figures={figures} />
                <table className="allocation-table">
                  <caption className="visually-hidden">{t('tokenomics.allocation')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('tokenomics.group')}</th>
                      <th scope="col">{t('tokenomics.share')}</th>
                      <th scope="col">{t('tokenomics.tokens')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.allocation.map((share, index) => (
                      <tr key={share.key}>
                        <th scope="row">
                          <span
                            className="swatch"
                            style={{ background: sliceColours[index % sliceColours.length] }}
                            aria-hidden="true"
                          />
                          {t(`tokenomics.groups.${share.key}`)}
                        </th>
                        <td>{format.number(share.percent)}%</td>
                        <td>{format.number((figures.totalSupply * share.percent) / 100)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </CardSection>
            <CardSection title={t('tokenomics.useTitle')}>
              <ul className="check-list">
                <li>{t('tokenomics.use.tips')}</li>
                <li>{t('tokenomics.use.rewards')}</li>
                <li>{t('tokenomics.use.governance')}</li>
              </ul>
            </CardSection>
          </>
        )}
      </QueryView>
    </div>
  );
}
