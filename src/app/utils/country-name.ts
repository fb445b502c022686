/**
 * A country's name in the reader's language. The API names a city's country in English and gives no code
 * (API.md's `cities` lists no fields; core/contract/travel.ts has `country: string`), so its ISO 3166-1
 * alpha-2 code is found from that name by Intl's own English names, and named again in `lng` by
 * Intl.DisplayNames. A code the caller already has is used as it is. A name Intl does not know, or a
 * browser without Intl.DisplayNames, shows the name as the API wrote it.
 */
export function countryName(
  apiName: string,
  lng: string | undefined,
  code: string | null = countryCode(apiName),
): string {
  if (!code) return apiName;
  try {
    // i18next's language is '' until it starts: English, as useFormat reads it.
    return regionNames(lng || 'en')?.of(code.toUpperCase()) ?? apiName;
  } catch {
    // A code or language tag Intl refuses.
    return apiName;
  }
}

/** The ISO 3166-1 alpha-2 code Intl gives an English country name ('South Africa' is 'ZA'), or null. */
export function countryCode(englishName: string): string | null {
  return codesByEnglishName()?.get(normalize(englishName)) ?? null;
}

const normalize = (name: string) => name.trim().toLocaleLowerCase('en');

const namesByLanguage = new Map<string, Intl.DisplayNames | null>();

/** One DisplayNames a language, made on first use; null where Intl has none. */
function regionNames(lng: string): Intl.DisplayNames | null {
  let names = namesByLanguage.get(lng);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([lng], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    namesByLanguage.set(lng, names);
  }
  return names;
}

let englishCodes: Map<string, string> | null | undefined;

/** Every two-letter region Intl names in English, by that name; made once, on first use. */
function codesByEnglishName(): Map<string, string> | null {
  if (englishCodes !== undefined) return englishCodes;
  const english = regionNames('en');
  if (!english) return (englishCodes = null);
  const codes = new Map<string, string>();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const name = english.of(first + second);
      // An old code names the country of its current one ('UK' is 'GB', 'DD' is 'DE'): the current one is kept.
      if (name) codes.set(normalize(name), currentCode(first + second));
    }
  }
  return (englishCodes = codes);
}

/** The code a region has now ('DD' is 'DE'), as Intl canonicalizes it. */
function currentCode(code: string): string {
  try {
    return new Intl.Locale(`und-${code}`).region ?? code;
  } catch {
    return code;
  }
}
