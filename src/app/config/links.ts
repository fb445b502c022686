/** Links out of the product (SPEC.md: buy link, social links). */
export const externalLinks = {
  buy: 'https://jup.ag/swap/SOL-CUPPA',
  microblog: 'https://x.com/cuppa',
  videos: 'https://www.youtube.com/@cuppa',
} as const;
