import { aurora, city, coast, gates, mountains, road, train, type Scene } from './scenes-outdoor';
import { browser, coffee, food, laptop, map, room, sketchbook, toys } from './scenes-indoor';
import { pick, seeded } from './random';

/** Which scene a label shows: the first rule whose words it contains; any other label gets a landscape. */
const rules: [RegExp, Scene][] = [
  [/loft|room|townhouse|machiya|stay/, room],
  [/airport|transfer|road/, road],
  [/northern|aurora|reykjavik/, aurora],
  [/train|station|rail/, train],
  [/map|route/, map],
  [/widget|browser/, browser],
  [/paella|turron|food|recipe|kitchen|tasting|cook/, food],
  [/cafe|coffee|tips|letter/, coffee],
  [/toy|duck|wood/, toys],
  [/sketch|colouring|illustr/, sketchbook],
  [/register|allocator|database|code|compiler/, laptop],
  [/kyoto|fushimi|inari|gion|gate/, gates],
  [/lisbon|tagus|alfama|baixa|coast|bo-kaap|cape|sea/, coast],
  [/city|mexico|rooftop|condesa|roma/, city],
];

/**
 * A demo picture for `label`: a flat illustration chosen by its words, varied by its hash. `cover` is the
 * same scene's middle band at 3:1 (the subject sits there), `picture` the whole 3:2 scene.
 */
export function pictureSvg(kind: 'cover' | 'picture', label: string): string {
  const rand = seeded(label);
  const words = label.toLowerCase();
  const scene = rules.find(([pattern]) => pattern.test(words))?.[1] ?? pick(rand, [mountains, coast, city]);
  const [width, height] = kind === 'cover' ? [1500, 500] : [1200, 800];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">
${scene(rand)}</svg>`;
}
