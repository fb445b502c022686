import { tw } from '../styles/tw';
import { useWidget } from './widget-shell';

/**
 * The app's own page in a frame from the app's origin: where the member's session lives and money
 * moves (DESIGN.md, the money boundary). The host page never sees inside it.
 */
export function AppFrame({
  path,
  params,
  title,
  height,
}: {
  path: string;
  params: Record<string, string>;
  title: string;
  height: number;
}) {
  const { attributes, lang, dark } = useWidget();
  const query = new URLSearchParams({ ...params, lang, theme: dark ? 'dark' : 'light', site: window.location.origin });
  return (
    <iframe
      title={title}
      src={`${attributes.app}/embed/${path}?${query.toString()}`}
      className={tw('w-full border-0 block bg-transparent')}
      style={{ height }}
    />
  );
}
