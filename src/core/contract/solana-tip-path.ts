/**
 * GET /v1/solana/tip/{reference}?creator={alias}: whether a crypto tip paid with this Solana Pay
 * reference reached the creator (wallet.ts's solanaTipResponseSchema). Apart from the schemas, so the
 * widgets reach it without the full contract. Aliases are sent lower-cased, like the creator lookup.
 */
export const solanaTipPath = (reference: string, creator: string) =>
  `/v1/solana/tip/${encodeURIComponent(reference)}?creator=${encodeURIComponent(creator.toLowerCase())}`;
