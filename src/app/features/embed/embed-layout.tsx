import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../boot/app-context';
import { useSendToWidget } from './use-widget-messages';
import { useSession } from '../../hooks/use-session';

/** Frames on other sites: no chrome, and nothing at all unless the frame's parameters hold up. */
export function EmbedLayout() {
  const { t } = useTranslation('app');
  const { frame } = useAppServices();
  if (!frame?.ok) {
    return (
      <main id="main" className="embed-content">
        <p role="alert">{t(frame?.reason === 'wrong_site' ? 'embed.wrongSite' : 'embed.notFramed')}</p>
      </main>
    );
  }
  return <FrameBody />;
}

/** Reports the content's height and the session state to the widget around the frame. */
function FrameBody() {
  const send = useSendToWidget();
  const { signedIn } = useSession();
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = main.current;
    if (!element) return;
    let last = '';
    const observer = new ResizeObserver(() => {
      const box = element.getBoundingClientRect();
      const size = { height: Math.ceil(box.height), width: Math.ceil(box.width) };
      if (`${size.height}x${size.width}` === last) return;
      last = `${size.height}x${size.width}`;
      send({ type: 'resize', ...size });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [send]);

  useEffect(() => send({ type: 'session', signedIn }), [send, signedIn]);

  // Keys pressed in the frame never reach the host page's dialog: Escape closes it from here.
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') send({ type: 'cancel' });
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [send]);

  useEffect(() => {
    document.documentElement.classList.add('embedded');
    return () => document.documentElement.classList.remove('embedded');
  }, []);

  return (
    <main ref={main} id="main" className="embed-content">
      <Outlet />
    </main>
  );
}
