import { DEMO_PASSWORD } from '../auth/demo-password';
import type { PasswordHasher } from '../auth/passwords';
import type { ChainGateway } from '../chain/chain-gateway';
import { creditRecharge } from '../ledger/chain-credits';
import { notifyParams, notifyQuery } from '../rows/notifications';
import { query, queryNow } from '../db/query';
import type { SqlDb } from '../db/sql';
import { demoPosts } from './seed-posts';
import { seedSupport } from './seed-support';
import { writeTipPresets } from '../rows/users';

interface DemoUser {
  email: string;
  first: string;
  last: string;
  alias: string;
  about?: string;
  subscription?: number;
  /** The cover's picture: words that choose its scene (server/demo/art/picture.ts). */
  cover?: string;
  verified?: boolean;
  /** A creator's own tip amounts (3, 5, 10 unless given) and the thank-you note on a reader's receipt. */
  tipPresets?: readonly number[];
  thankYou?: string;
  host?: boolean;
  admin?: boolean;
}

const users: DemoUser[] = [
  { email: 'member@cuppa.test', first: 'Mia', last: 'Member', alias: 'mia' },
  {
    email: 'alice@cuppa.test',
    first: 'Alice',
    last: 'Rivera',
    alias: 'alice',
    cover: 'lisbon-coast',
    about: 'Slow travel, film photography and long letters from the road. Subscribers get the full notebooks.',
    subscription: 5,
    verified: true,
    thankYou: 'Obrigada! Every coffee keeps the photo walks going, and the next notebook is on its way.',
  },
  { email: 'bob@cuppa.test', first: 'Bob', last: 'Stone', alias: 'bob', cover: 'wooden-toys', subscription: 3 },
  {
    email: 'carmen@cuppa.test',
    first: 'Carmen',
    last: 'Ortiz',
    alias: 'carmen',
    cover: 'kitchen-food',
    about: 'Home cook, weekly recipes from a tiny kitchen in Valencia.',
    subscription: 4,
    verified: true,
    tipPresets: [2, 4, 8],
    thankYou: '¡Gracias! Your tip buys the saffron for next week’s paella.',
  },
  {
    email: 'dmitri@cuppa.test',
    first: 'Dmitri',
    last: 'Volkov',
    alias: 'dmitri',
    cover: 'code',
    about: 'Open-source maintainer writing about compilers, databases and burnout.',
    subscription: 8,
  },
  {
    email: 'emma@cuppa.test',
    first: 'Emma',
    last: 'Nakamura',
    alias: 'emma',
    cover: 'sketchbook',
    about: 'Illustrator. Sketchbooks, process videos and printable colouring pages.',
    subscription: 6,
    verified: true,
  },
  { email: 'host@cuppa.test', first: 'Hugo', last: 'Host', alias: 'hugo', host: true },
  { email: 'admin@cuppa.test', first: 'Ada', last: 'Admin', alias: 'ada', admin: true },
];

const cities = [
  ['Lisbon', 'Portugal'],
  ['Kyoto', 'Japan'],
  ['Mexico City', 'Mexico'],
  ['Cape Town', 'South Africa'],
  ['Reykjavik', 'Iceland'],
] as const;

type DemoService = [
  type: 'tour' | 'transfer' | 'stay',
  title: string,
  description: string,
  city: number,
  price: number,
];

const services: DemoService[] = [
  ['tour', 'Alfama walking tour', 'Three hours through the oldest quarter, with fado and a pastry stop.', 1, 35],
  ['stay', 'Riverside loft', 'A bright loft over the river, two guests, bikes included.', 1, 120],
  ['transfer', 'Airport to Baixa', 'Private car from the airport to the city centre.', 1, 30],
  ['tour', 'Fushimi Inari at dawn', 'Climb the gates before the crowds, with a local photographer.', 2, 60],
  ['stay', 'Machiya townhouse', 'A restored wooden townhouse near Gion, four guests.', 2, 210],
  ['tour', 'Street food in Roma Norte', 'Eight tastings in two hours, vegetarian options.', 3, 45],
  ['transfer', 'Airport to Condesa', 'Fixed-price ride from the airport.', 3, 25],
  ['stay', 'Bo-Kaap guest room', 'A colourful room with a view of Signal Hill.', 4, 75],
  ['tour', 'Northern lights hunt', 'Evening drive away from the city lights, hot chocolate included.', 5, 95],
];

const picture = (publicUrl: string, kind: string, label: string) => `${publicUrl}/api/demo-images/${kind}-${label}.svg`;

const anyUser = query((db) => db.selectFrom('users').select('id').limit(1));

/** Fills an empty database with the demo accounts of API.md and content that shows the product well. */
export async function seedDemoData(
  sql: SqlDb,
  gateway: ChainGateway,
  publicUrl: string,
  passwords: PasswordHasher,
): Promise<boolean> {
  const seeded = async () => Boolean(await sql.get(anyUser));
  if (await seeded()) return false;
  // The accounts share one password: hashed once (one slow hash, not one per account), salt and all.
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const start = Date.now() - 40 * 24 * 60 * 60 * 1000;
  let tick = 0;
  const at = () => new Date(start + (tick += 1) * 3_600_000).toISOString();
  const addresses = await Promise.all(users.map(() => gateway.newAddress()));

  const ids = new Map<string, number>();
  const idOf = (alias: string) => {
    const id = ids.get(alias);
    if (id === undefined) throw new Error(`no demo account ${alias}`);
    return id;
  };
  try {
    await sql.transaction(async (tx) => {
      ids.clear(); // a transaction that runs again starts over
      for (const [index, user] of users.entries()) {
        const creator = (user.subscription ?? 0) >= 1;
        const address = addresses[index];
        if (address === undefined) throw new Error(`no deposit address for ${user.alias}`);
        const row = await tx.get(
          queryNow(tx.engine, (db) =>
            db
              .insertInto('users')
              .values({
                email: user.email,
                password_hash: passwordHash,
                first_name: user.first,
                last_name: user.last,
                alias: user.alias,
                image: picture(publicUrl, 'avatar', `${user.first}${user.last}`),
                cover_image: creator ? picture(publicUrl, 'cover', `${user.alias}-${user.cover ?? 'hills'}`) : null,
                about: user.about ?? '',
                subscription_amount_cents: Math.round((user.subscription ?? 0) * 100),
                verified: user.verified ? 1 : 0,
                input_solana_address: address,
                is_host: user.host ? 1 : 0,
                is_admin: user.admin ? 1 : 0,
                created_at: at(),
                tip_presets: user.tipPresets ? writeTipPresets(user.tipPresets) : null,
                thank_you: user.thankYou ?? '',
              })
              .returning('id'),
          ),
        );
        ids.set(user.alias, row?.id ?? 0);
      }

      // The member's $100 arrives the way real money does: a chain deposit, credited.
      const memberId = ids.get('mia') ?? 0;
      const memberAddress = addresses[users.findIndex((user) => user.alias === 'mia')];
      if (memberAddress === undefined) throw new Error('the demo member has no deposit address');
      await creditRecharge(tx, {
        userId: memberId,
        amountCents: 10_000,
        address: memberAddress,
        hash: 'demo-welcome-deposit',
        at: at(),
      });

      // Oldest first, so ids follow time as the feed's order (newest id first) expects.
      const now = Date.now();
      for (const post of [...demoPosts].sort((a, b) => b.daysAgo - a.daysAgo)) {
        const postedAt = now - post.daysAgo * 86_400_000;
        const media = (post.pictures ?? []).map((label) => ({
          type: 'image',
          url: picture(publicUrl, 'picture', label),
        }));
        const row = await tx.get(
          queryNow(tx.engine, (db) =>
            db
              .insertInto('posts')
              .values({
                creator_id: idOf(post.by),
                text: post.text,
                media: JSON.stringify(media),
                visibility: post.visibility,
                price_cents: post.price === undefined ? null : post.price * 100,
                created_at: new Date(postedAt).toISOString(),
              })
              .returning('id'),
          ),
        );
        const postId = row?.id;
        if (postId === undefined) throw new Error('a demo post was not recorded');
        // Likes come within the hours after the post too, and never after now.
        for (const [index, alias] of (post.likes ?? []).entries()) {
          const likedAt = Math.min(postedAt + (index + 1) * 25 * 60_000, now - (index + 1) * 60_000);
          await tx.run(
            queryNow(tx.engine, (db) =>
              db
                .insertInto('likes')
                .values({ post_id: postId, user_id: idOf(alias), created_at: new Date(likedAt).toISOString() }),
            ),
          );
        }
        // Replies come within the hours after the post, and never after now.
        for (const [index, [alias, text]] of (post.comments ?? []).entries()) {
          const commentedAt = Math.min(postedAt + (index + 1) * 40 * 60_000, now - (index + 1) * 60_000);
          await tx.run(
            queryNow(tx.engine, (db) =>
              db.insertInto('comments').values({
                post_id: postId,
                user_id: idOf(alias),
                comment: text,
                created_at: new Date(commentedAt).toISOString(),
              }),
            ),
          );
          // The author is told, as a comment made in the app tells them (services/post-comment.ts).
          if (alias !== post.by) {
            await tx.run(
              notifyQuery,
              notifyParams(
                {
                  userId: idOf(post.by),
                  type: 'comment',
                  actorId: idOf(alias),
                  message: text,
                  postId,
                },
                new Date(commentedAt).toISOString(),
              ),
            );
          }
        }
      }

      // Cuppa's own promotions: their links are pages of the app (an absolute path), which the app
      // words in the reader's language; these titles are their English.
      await tx.run(
        queryNow(tx.engine, (db) =>
          db.insertInto('ads').values([
            {
              title: 'Creators keep 100% of their tips',
              image: picture(publicUrl, 'picture', 'ad-tips'),
              link: '/settings/account',
            },
            {
              title: 'Put Cuppa on your blog in one line',
              image: picture(publicUrl, 'picture', 'ad-widgets'),
              link: '/settings/widgets',
            },
          ]),
        ),
      );

      for (const [name, country] of cities)
        await tx.run(
          queryNow(tx.engine, (db) =>
            db
              .insertInto('cities')
              .values({ name, country, image: picture(publicUrl, 'picture', name.replace(/ /g, '-')) }),
          ),
        );
      for (const [type, title, description, city, price] of services) {
        const images = [
          picture(
            publicUrl,
            'picture',
            title
              .toLowerCase()
              .replace(/[^a-z]+/g, '-')
              .slice(0, 40),
          ),
        ];
        await tx.run(
          queryNow(tx.engine, (db) =>
            db.insertInto('services').values({
              host_id: idOf('hugo'),
              type,
              title,
              description,
              city_id: city,
              price_cents: price * 100,
              images: JSON.stringify(images),
              published: 1,
              created_at: at(),
            }),
          ),
        );
      }
    });
  } catch (error) {
    // Two instances starting at once on one PostgreSQL: the one that lost the race finds the other's seed.
    if (await seeded()) return false;
    throw error;
  }
  await seedSupport(sql, ids, new Date().toISOString());
  return true;
}
