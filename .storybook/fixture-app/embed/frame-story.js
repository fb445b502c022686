// Storybook plays the app: a widget's frame opens the frame's own story (the script tag's data-story)
// in the widget's language and theme, as the app would show the frame.
const query = new URLSearchParams(location.search);
const story = document.currentScript.dataset.story;
const lang = query.get('lng') || 'en';
const theme = query.get('theme') || 'light';
location.replace(`/iframe.html?id=${story}&viewMode=story&globals=lang:${lang};theme:${theme}`);
