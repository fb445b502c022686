type BootKey = 'loading' | 'cannotStart';

/**
 * A text of the page before i18next runs (scripts/build-tools/vite/boot-texts-plugin.ts wrote them all into
 * index.html): in the language index.html's first script picked, English when that has none.
 */
export function bootText(key: BootKey): string {
  try {
    const texts = JSON.parse(document.getElementById('boot-texts')?.textContent ?? '{}') as Record<
      string,
      Partial<Record<BootKey, string>>
    >;
    return texts[document.documentElement.lang]?.[key] ?? texts.en?.[key] ?? key;
  } catch {
    return key; // only a page built without the boot texts (they are in every built index.html)
  }
}
