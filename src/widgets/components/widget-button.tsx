import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { tw } from '../styles/tw';

/**
 * The widgets' real button, themable through `--cuppa-accent`, `--cuppa-radius` and `::part(button)`. A
 * label too long for its spot (Spanish in a narrow column) wraps onto balanced lines with room around them.
 */
export const WidgetButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { quiet?: boolean }
>(function WidgetButton({ quiet, className, ...props }, ref) {
  const look = quiet
    ? 'bg-transparent border border-accent text-accent dark:text-accent-dark dark:border-accent-dark'
    : 'bg-accent text-white';
  return (
    <button
      ref={ref}
      type="button"
      part="button"
      className={tw(
        `${look} inline-flex items-center justify-center gap-2 min-h-[44px] px-5 py-2 leading-tight text-center [text-wrap:balance] font-semibold rounded-cuppa hover:brightness-110 disabled:opacity-60 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${className ?? ''}`,
      )}
      {...props}
    />
  );
});
