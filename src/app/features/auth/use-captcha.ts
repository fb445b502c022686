import { useCallback, useEffect } from 'react';
import { useAppServices } from '../../boot/app-context';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_ID = 'cuppa-captcha';

/**
 * Loads the captcha provider's script for the configured public site key; without a key (development)
 * it does nothing and sign-in sends no captcha.
 */
export function useCaptcha() {
  const { config } = useAppServices();
  const siteKey = config.captchaSiteKey;

  useEffect(() => {
    if (!siteKey || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    document.head.append(script);
  }, [siteKey]);

  const token = useCallback(
    async (action: string): Promise<{ captcha?: string }> => {
      const grecaptcha = window.grecaptcha;
      if (!siteKey || !grecaptcha) return {};
      const value = await new Promise<string>((resolve, reject) =>
        grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
      );
      return { captcha: value };
    },
    [siteKey],
  );
  return { token };
}
