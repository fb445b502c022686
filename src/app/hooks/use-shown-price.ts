import { useState } from 'react';
import { changedPrice } from '../../core/http/api-error';

/**
 * The price a money dialog shows and sends as `amount` (API.md: the member pays the price they were
 * shown). It starts at the price the page read; when the API answers 409 price_changed, it becomes the
 * price the API named, so the dialog shows that and the next press pays it: never a price unseen.
 */
export function useShownPrice(read: number) {
  const [changedTo, setChangedTo] = useState<number | null>(null);
  return {
    price: changedTo ?? read,
    /** After a failed call: true when it was a price change, now shown. */
    takeChange(error: unknown): boolean {
      const price = changedPrice(error);
      if (price !== null) setChangedTo(price);
      return price !== null;
    },
    /** What a failed press says: `priceNotice` when the price changed, else `describe(error)`. */
    failure(error: unknown, priceNotice: string, describe: (error: unknown) => string): string | null {
      if (!error) return null;
      return changedPrice(error) === null ? describe(error) : priceNotice;
    },
    /** Opening the dialog again starts from the page's price (read again by then). */
    reset: () => setChangedTo(null),
  };
}
