/**
 * The demo posts, as a creator's feed would look after a month: open posts with pictures, likes and
 * comments lead the home feed (so its first screen reads as a product), locked ones in between, dates
 * spread over weeks. `daysAgo` sets each post's age; comments follow their post by the hour.
 */
export interface DemoPost {
  by: string;
  text: string;
  visibility: 'public' | 'subscribers' | 'paid';
  price?: number;
  /** Labels of server/demo/art pictures: their words choose the scene. */
  pictures?: string[];
  daysAgo: number;
  likes?: string[];
  comments?: [alias: string, text: string][];
}

export const demoPosts: DemoPost[] = [
  {
    by: 'alice',
    text: 'Morning light over the Tagus. Shot on expired film, so every frame is a surprise.',
    visibility: 'public',
    pictures: ['lisbon-morning'],
    daysAgo: 0.15,
    likes: ['bob', 'carmen', 'emma', 'dmitri', 'hugo', 'ada'],
    comments: [
      ['carmen', 'That light! Which film stock was it?'],
      ['alice', 'Portra 400, three years past its date.'],
      ['emma', 'The little boat in the corner makes it.'],
    ],
  },
  {
    by: 'carmen',
    text: 'Sunday paella, the slow way. Recipe below.',
    visibility: 'public',
    pictures: ['paella'],
    daysAgo: 0.9,
    likes: ['alice', 'mia', 'emma', 'ada'],
    comments: [
      ['mia', 'Saving this for Sunday. How long do you rest it?'],
      ['carmen', 'Ten minutes under a clean towel, and no peeking.'],
      ['bob', 'That crust at the bottom is the best part.'],
    ],
  },
  {
    by: 'emma',
    text: 'Sketchbook tour, volume 4.',
    visibility: 'public',
    pictures: ['sketchbook-4'],
    daysAgo: 1.8,
    likes: ['alice', 'carmen', 'bob'],
    comments: [['alice', 'The rooftop page is my favourite so far.']],
  },
  {
    by: 'alice',
    text: 'Notebook 12: the full route through the Alentejo, with every stop and what it cost.',
    visibility: 'subscribers',
    pictures: ['alentejo-map'],
    daysAgo: 2.6,
  },
  {
    by: 'dmitri',
    text: 'Why our database migration took three months, and what I would do again.',
    visibility: 'public',
    pictures: ['database-notes'],
    daysAgo: 3.4,
    likes: ['bob', 'ada', 'emma'],
    comments: [
      ['ada', 'The part about dual writes saved my week.'],
      ['dmitri', 'Glad it helped. Write the rollback down first.'],
    ],
  },
  {
    by: 'bob',
    text: 'First post! I build small wooden toys and will share the plans here.',
    visibility: 'public',
    pictures: ['wooden-toys'],
    daysAgo: 4.5,
    likes: ['carmen', 'emma', 'mia'],
    comments: [['emma', 'My nephew would love the duck.']],
  },
  {
    by: 'emma',
    text: 'Printable colouring pages: city rooftops.',
    visibility: 'paid',
    price: 4,
    pictures: ['rooftops'],
    daysAgo: 5.5,
  },
  {
    by: 'alice',
    text: 'A short list of the cafés where I wrote most of this year’s letters.',
    visibility: 'public',
    pictures: ['cafes-lisbon'],
    daysAgo: 7,
    likes: ['emma', 'carmen'],
    comments: [['emma', 'Saving this list for my trip in May.']],
  },
  {
    by: 'bob',
    text: 'Plans for the rolling duck, with measurements.',
    visibility: 'paid',
    price: 2,
    pictures: ['duck-plans'],
    daysAgo: 9,
  },
  {
    by: 'carmen',
    text: 'Subscribers: my grandmother’s turrón, finally written down.',
    visibility: 'subscribers',
    pictures: ['turron'],
    daysAgo: 11,
  },
  {
    by: 'alice',
    text: 'Fushimi Inari before sunrise: the gates were ours for an hour.',
    visibility: 'public',
    pictures: ['kyoto-gates'],
    daysAgo: 13,
    likes: ['dmitri', 'bob'],
  },
  {
    by: 'alice',
    text: 'The complete film scans from Kyoto, 36 frames in full resolution.',
    visibility: 'paid',
    price: 3,
    pictures: ['kyoto-1', 'kyoto-2'],
    daysAgo: 14,
  },
  {
    by: 'dmitri',
    text: 'Deep dive: writing a register allocator in a weekend.',
    visibility: 'paid',
    price: 5,
    pictures: ['register-allocator'],
    daysAgo: 17,
  },
  {
    by: 'carmen',
    text: 'Market morning in Valencia: what is in season this week.',
    visibility: 'public',
    pictures: ['valencia-market-food'],
    daysAgo: 19,
    likes: ['alice'],
  },
  {
    by: 'alice',
    text: 'Subscribers’ Q&A: how I plan a month on the road with one backpack.',
    visibility: 'subscribers',
    daysAgo: 22,
  },
  { by: 'emma', text: 'Process video notes for subscribers.', visibility: 'subscribers', daysAgo: 27 },
  {
    by: 'alice',
    text: 'Hello from a rainy train station. New letters are on their way.',
    visibility: 'public',
    pictures: ['train-station'],
    // The oldest post is open: the first post id is one anyone may read (the browser tests open post 1).
    daysAgo: 31,
    likes: ['carmen'],
    comments: [['bob', 'Safe travels!']],
  },
];
