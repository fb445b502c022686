import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenFigures } from '../../sample/sample-token';

/** Fixed hues with enough contrast on both themes' surfaces. */
export const sliceColours = ['#c2410c', '#0e7490', '#7c3aed', '#15803d', '#b45309'];

/** Where each slice starts and how long it is, in percent of the ring (the ring's length is 100). */
export function slices(allocation: TokenFigures['allocation']) {
  let start = 0;
  return allocation.map((share) => {
    const slice = { ...share, start };
    start += share.percent;
    return slice;
  });
}

/**
 * The allocation as a ring drawn in SVG. Its figures are in the table beside it, which screen readers
 * read; the drawing itself is one labelled image.
 */
export function AllocationChart({ figures }: { figures: TokenFigures }) {
  const { t } = useTranslation('social');
  const titleId = useId();
  const summary = figures.allocation
    .map((share) => `${t(`tokenomics.groups.${share.key}`)} ${share.percent}%`)
    .join(', ');
  return (
    <svg className="allocation-chart" viewBox="0 0 42 42" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t('tokenomics.chartLabel', { summary })}</title>
      <circle cx="21" cy="21" r="15.915" fill="none" stroke="var(--surface-2)" strokeWidth="6" />
      {slices(figures.allocation).map((slice, index) => (
        <circle
          key={slice.key}
          cx="21"
          cy="21"
          r="15.915"
          fill="none"
          stroke={sliceColours[index % sliceColours.length]}
          strokeWidth="6"
          strokeDasharray={`${slice.percent} ${100 - slice.percent}`}
          // The ring starts at 12 o'clock and runs clockwise.
          strokeDashoffset={25 - slice.start}
        />
      ))}
      <text x="21" y="20" textAnchor="middle" className="chart-center-value">
        {figures.symbol}
      </text>
      <text x="21" y="25" textAnchor="middle" className="chart-center-label">
        100%
      </text>
    </svg>
  );
}
