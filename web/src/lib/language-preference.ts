import { isLang, type Lang } from '@costa/domain';

const KEY = 'lang';

export function storedLanguage(): Lang | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Private mode: the path still carries the language.
  }
}
