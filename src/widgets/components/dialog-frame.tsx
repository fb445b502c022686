import { useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { AppFrame } from './app-frame';

/**
 * An app frame in a dialog, no taller than what is left of the dialog's largest height under what is
 * above it. A taller form then scrolls inside its frame, whose buttons stay in view at its foot (the
 * embed's styles), rather than the dialog scrolling them out of sight: a signed-in tip form is 570-620
 * px, and on a 1280 x 800 screen its 'yes' was 90 px under the dialog's edge.
 */
export function DialogFrame(props: Omit<ComponentProps<typeof AppFrame>, 'maxHeight'>) {
  const place = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>();
  useLayoutEffect(() => {
    const element = place.current;
    const dialog = element?.closest<HTMLElement>('[part=dialog]');
    if (!element || !dialog) return;
    const measure = () => {
      const style = getComputedStyle(dialog);
      const largest = parseFloat(style.maxHeight);
      const above = element.getBoundingClientRect().top - dialog.getBoundingClientRect().top + dialog.scrollTop;
      setRoom(
        Number.isFinite(largest)
          ? Math.max(120, Math.floor(largest - above - parseFloat(style.paddingBottom)))
          : undefined,
      );
    };
    measure();
    // What is above the frame can change (the tablist goes once a receipt shows), and so can the screen.
    const observer = new ResizeObserver(measure);
    observer.observe(dialog);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return (
    <div ref={place}>
      <AppFrame {...props} maxHeight={room} />
    </div>
  );
}
