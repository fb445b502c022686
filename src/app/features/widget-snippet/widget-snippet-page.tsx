import { createElement, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages, themeChoiceSchema, type Language, type ThemeChoice } from '../../../core/config/config';
import { widgetTags, type WidgetTag } from '../../../widgets/table/widget-tags';
import { useAppServices } from '../../boot/app-context';
import { CheckField } from '../../components/check-field';
import { CopyButton } from '../../components/copy-button';
import { EmptyState } from '../../components/status';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { widgetUrls } from '../../config/widget-urls';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { isCreator } from '../../utils/is-creator';
import { snippetElements, snippetHtml } from './snippet';
import { useWidgetLoader } from './use-widget-loader';
import '../../styles/settings.css';
import './widget-snippet.css';

const allWidgets = Object.keys(widgetTags) as WidgetTag[];
const LABEL_MAX = 80;

/** Settings, for creators: pick the widgets and their look, see them live, copy the snippet. */
export function WidgetSnippetPage() {
  const { t } = useTranslation(['app', 'common']);
  usePageTitle(t('settings.widgets'));
  const { user } = useSession();
  return (
    <div className="page settings-page widget-snippet-page">
      <h1>{t('settings.widgets')}</h1>
      {user && isCreator(user) ? (
        <SnippetBuilder creator={user.alias} />
      ) : (
        <EmptyState>{t('widgetSnippet.notCreator')}</EmptyState>
      )}
    </div>
  );
}

function SnippetBuilder({ creator }: { creator: string }) {
  const { t } = useTranslation(['app', 'common']);
  const { config } = useAppServices();
  const urls = widgetUrls(config);
  useWidgetLoader(urls);
  const [widgets, setWidgets] = useState<WidgetTag[]>(['cuppa-tip-button']);
  const [theme, setTheme] = useState<ThemeChoice>('auto');
  const [lang, setLang] = useState<Language | ''>('');
  const [label, setLabel] = useState('');
  const elements = snippetElements({ widgets, creator, theme, lang, label });
  const html = snippetHtml(elements, urls);
  const snippetId = useId();

  const toggle = (tag: WidgetTag, on: boolean) =>
    setWidgets((current) => allWidgets.filter((each) => (each === tag ? on : current.includes(each))));

  return (
    <>
      <p className="muted">{t('widgetSnippet.intro')}</p>
      <section className="card">
        <fieldset className="switches">
          <legend>{t('widgetSnippet.widgets')}</legend>
          {allWidgets.map((tag) => (
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
          {supportedLanguages.map((language) => (
            <option key={language} value={language}>
              {t(`common:language.${language}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('widgetSnippet.label')}
          hint={t('widgetSnippet.labelHint')}
          value={label}
          maxLength={LABEL_MAX}
          disabled={!widgets.includes('cuppa-tip-button')}
          onChange={(event) => setLabel(event.target.value)}
        />
      </section>
      <section className="card" aria-labelledby={`${snippetId}-preview`}>
        <h2 id={`${snippetId}-preview`}>{t('widgetSnippet.preview')}</h2>
        {elements.length === 0 ? (
          <p className="muted">{t('widgetSnippet.none')}</p>
        ) : (
          <div className="widget-preview">
            {elements.map(({ tag, attributes: { style, ...attributes } }) =>
              createElement(tag, { key: tag, ...attributes, style: roomStyle(style!) }),
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
function roomStyle(css: string): Record<string, string> {
  return Object.fromEntries(
    css.split(';').map((rule) => {
      const [name, value] = rule.split(':') as [string, string];
      return [name.replace(/-(\w)/g, (_, char: string) => char.toUpperCase()), value];
    }),
  );
}
