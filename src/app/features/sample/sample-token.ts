/**
 * SAMPLE DATA: the token's figures are placeholders until its real ones are published; the page reads
 * them through `sampleApi.token` like every other sample call, so swapping in a real source is one place.
 */
export interface TokenFigures {
  symbol: string;
  totalSupply: number;
  circulatingSupply: number;
  /** Shares in whole percent; they add up to 100. Keys are translated under `tokenomics.groups.*`. */
  allocation: { key: 'community' | 'creators' | 'liquidity' | 'team' | 'treasury'; percent: number }[];
}

export const sampleToken: TokenFigures = {
  symbol: 'CUPPA',
  totalSupply: 1_000_000_000,
  circulatingSupply: 420_000_000,
  allocation: [
    { key: 'community', percent: 40 },
    { key: 'creators', percent: 20 },
    { key: 'liquidity', percent: 15 },
    { key: 'team', percent: 15 },
    { key: 'treasury', percent: 10 },
  ],
};
