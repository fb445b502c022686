import { createElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { themeChoiceSchema, type Language, type ThemeChoice } from '../../../core/config/config';
import { languageList } from '../../../core/i18n/languages';
import type { WidgetTag } from '../../../widgets/table/widget-tags';
import { useAppServices } from '../../boot/app-context';
import { CheckField } from '../../components/check-field';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/status';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { widgetUrls } from '../../config/widget-urls';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { isCreator } from '../../utils/roles';
import { profileAddress, snippetElements, snippetHtml, snippetWidgets } from './snippet';
import { useWidgetLoader } from './use-widget-loader';
import '../../styles/settings.css';
import './widget-snippet.css';

const LABEL_MAX = 80;
/** The widgets whose tip button takes the label. */
const labelled: readonly WidgetTag[] = ['cuppa-tip-button', 'cuppa-creator-card'];

/** Settings, for creators: pick the widgets and their look, see them live, copy the snippet. */
export function WidgetSnippetPage() {
  const { t } = useTranslation(['app', 'common']);
  usePageTitle(t('settings.widgets'));
  const { user } = useSession();
  return (
    <div className="page settings-page widget-snippet-page">
      <h1>{t('settings.widgets')}</h1>
      {user && isCreator(user) ? (
        <SnippetBuilder creator={user.alias} name={user.first_name || user.alias} />
      ) : (
        <EmptyState>{t('widgetSnippet.notCreator')}</EmptyState>
      )}
    </div>
  );
}

function SnippetBuilder({ creator, name }: { creator: string; name: string }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const { config } = useAppServices();
  const urls = widgetUrls(config);
  useWidgetLoader(urls);
  const [widgets, setWidgets] = useState<WidgetTag[]>(['cuppa-tip-button']);
  const [theme, setTheme] = useState<ThemeChoice>('auto');
  const [lang, setLang] = useState<Language | ''>('');
  const [label, setLabel] = useState('');
  // The fallback link reads in the widgets' language, else in the app's.
  const fallback = {
    href: profileAddress(urls.app, creator),
    text: i18n.getFixedT(lang || i18n.language, 'app')('widgetSnippet.fallback', { name }),
  };
  const elements = snippetElements({ widgets, creator, theme, lang, label, fallback });
  const html = snippetHtml(elements, urls);
  const snippetId = useId();

  const toggle = (tag: WidgetTag, on: boolean) =>
    setWidgets((current) => snippetWidgets.filter((each) => (each === tag ? on : current.includes(each))));

  return (
    <>
      <p className="muted">{t('widgetSnippet.intro')}</p>
      <section className="card">
        <fieldset className="switches">
          <legend>{t('widgetSnippet.widgets')}</legend>
          {snippetWidgets.map((tag) => (
            <CheckField
              key={tag}
              name={tag}
              label={t(`widgetSnippet.names.${tag}`)}
              checked={widgets.includes(tag)}
              onChange={(on) => toggle(tag, on)}
            />
          ))}
        </fieldset>
        <SelectField
          label={t('widgetSnippet.theme')}
          value={theme}
          onChange={(event) => setTheme(event.target.value as ThemeChoice)}
        >
          {themeChoiceSchema.options.map((choice) => (
            <option key={choice} value={choice}>
              {t(`common:theme.${choice}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('widgetSnippet.language')}
          value={lang}
          onChange={(event) => setLang(event.target.value as Language | '')}
        >
          <option value="">{t('widgetSnippet.pageLanguage')}</option>
          {languageList.map(({ tag, name }) => (
            <option key={tag} value={tag} lang={tag}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('widgetSnippet.label')}
          hint={t('widgetSnippet.labelHint', { max: LABEL_MAX })}
          value={label}
          maxLength={LABEL_MAX}
          disabled={!widgets.some((tag) => labelled.includes(tag))}
          onChange={(event) => setLabel(event.target.value)}
        />
      </section>
      <section className="card" aria-labelledby={`${snippetId}-preview`}>
        <h2 id={`${snippetId}-preview`}>{t('widgetSnippet.preview')}</h2>
        {elements.length === 0 ? (
          <p className="muted">{t('widgetSnippet.none')}</p>
        ) : (
          // A theme of their own is previewed on a page of that theme: dark widgets on a dark blog.
          <div className="widget-preview" data-theme={theme === 'auto' ? undefined : theme}>
            {elements.map(({ tag, attributes: { style, ...attributes }, fallback: link }) =>
              createElement(
                tag,
                { key: tag, ...attributes, style: styleObject(style!) },
                link ? <a href={link.href}>{link.text}</a> : null,
              ),
            )}
          </div>
        )}
      </section>
      <section className="card" aria-labelledby={`${snippetId}-snippet`}>
        <h2 id={`${snippetId}-snippet`}>{t('widgetSnippet.snippet')}</h2>
        <p className="muted">{t('widgetSnippet.snippetHint')}</p>
        <pre className="widget-snippet" tabIndex={0} aria-labelledby={`${snippetId}-snippet`}>
          <code>{html}</code>
        </pre>
        <CopyButton text={html} label={t('widgetSnippet.copy')} />
        <p>
          <a href={urls.guide} target="_blank" rel="noopener">
            {t('widgetSnippet.guide')}
          </a>
        </p>
      </section>
    </>
  );
}

/** The snippet's inline room as React's style object: the preview reserves what the creator's page will. */
function styleObject(css: string): Record<string, string> {
  return Object.fromEntries(
    css.split(';').map((rule) => {
      const [name, value] = rule.split(':') as [string, string];
      return [name.replace(/-(\w)/g, (_, char: string) => char.toUpperCase()), value];
    }),
  );
}
