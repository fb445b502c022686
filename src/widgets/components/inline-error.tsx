import { tw } from '../styles/tw';

/** A widget that cannot work says why, in place, instead of an empty box. */
export function InlineError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      part="error"
      className={tw(
        'inline-block rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-900 dark:text-red-200 dark:border-red-800',
      )}
    >
      {message}
    </p>
  );
}
