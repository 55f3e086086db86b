import { readdirSync, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";

const folder = path.join(import.meta.dirname, "migrations");
const migrations = readdirSync(folder).filter((name) => name.endsWith(".sql")).sort();
const householdsMigration = migrations.find((name) => name.includes("households"))!;

type Row = Record<string, unknown>;
/** The two things this test asks of a database, on PGlite and on PostgreSQL alike. */
type Sql = { run(text: string): Promise<void>; rows(text: string): Promise<Row[]>; close(): Promise<void> };

/** An empty database of its own, on whichever driver this project runs. */
async function emptyDatabase(): Promise<Sql> {
  if (inject("dbDriver") === "pglite") {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    return { run: async (text) => void (await db.exec(text)), rows: async (text) => (await db.query<Row>(text)).rows, close: () => db.close() };
  }
  const serverUrl = inject("postgresUrl");
  const name = `wasfa_migration_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: serverUrl.replace(/\/[^/]*$/, `/${name}`) });
  await client.connect();
  return {
    run: async (text) => void (await client.query(text)),
    rows: async (text) => (await client.query<Row>(text)).rows,
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function apply(db: Sql, name: string) {
  for (const statement of readFileSync(path.join(folder, name), "utf8").split("--> statement-breakpoint")) await db.run(statement);
}

/** What a populated database held before the migration: a few households as real ones are. */
async function fill(db: Sql) {
  await db.run(`
    insert into users (username, email, password_hash, first_name, country, is_admin, subscription_status, trial_ends_at, subscription_ends_at,
                       stripe_customer_id, stripe_subscription_id, provider_state_at, helper_first_name, domestic_worker_phone, preferred_language,
                       owner_phone, email_verified_at, created_at, updated_at) values
      ('amina@x.test', 'amina@x.test', 'hash-a', 'Amina', 'AE', false, 'trial', '2026-12-20T10:00:00Z', null, null, null, null,
       'Joy', '+971501234567', 'fil', '+971509999999', '2026-11-21T09:00:00Z', '2026-11-20T10:00:00Z', '2026-11-22T10:00:00Z'),
      ('gone@x.test', 'gone@x.test', 'hash-g', 'Gone', null, false, 'trial', '2026-12-01T00:00:00Z', null, null, null, null,
       null, null, null, null, null, '2026-10-01T00:00:00Z', '2026-10-01T00:00:00Z'),
      ('bashir@x.test', 'bashir@x.test', 'hash-b', 'Bashir', 'SA', false, 'active', '2026-08-01T00:00:00Z', '2026-12-31T00:00:00Z',
       'cus_bashir', 'sub_bashir', '2026-11-01T12:00:00Z', 'Priya', '+966501234567', null, null, null, '2026-07-01T00:00:00Z', '2026-11-01T12:00:00Z'),
      ('carla@x.test', 'carla@x.test', 'hash-c', 'Carla', 'QA', false, 'canceled', '2026-05-01T00:00:00Z', '2026-09-01T00:00:00Z',
       'cus_carla', 'sub_carla', '2026-09-01T00:00:05Z', null, null, null, null, null, '2026-04-01T00:00:00Z', '2026-09-01T00:00:05Z'),
      ('dana@x.test', 'dana@x.test', 'hash-d', 'Dana', 'KW', false, 'canceling', '2026-06-01T00:00:00Z', '2026-12-05T00:00:00Z',
       'cus_dana', 'sub_dana', '2026-11-05T00:00:00Z', 'Siti', '+96550123456', 'id', null, null, '2026-05-01T00:00:00Z', '2026-11-05T00:00:00Z'),
      ('admin@x.test', 'admin@x.test', 'hash-admin', 'Admin', null, true, null, null, null, null, null, null,
       null, null, null, null, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
    -- A deleted account leaves a gap in the numbers, as in any real database.
    delete from users where email = 'gone@x.test';
  `);
  const id = async (email: string) => Number((await db.rows(`select id from users where email = '${email}'`))[0]!.id);
  const [amina, bashir, carla, dana, admin] = [await id("amina@x.test"), await id("bashir@x.test"), await id("carla@x.test"), await id("dana@x.test"), await id("admin@x.test")];
  await db.run(`
    insert into images (id, source_hash, created_by, owner_id) values
      ('00000000-0000-0000-0000-00000000000a', 'amina-photo', ${amina}, ${amina}),
      ('00000000-0000-0000-0000-00000000000b', 'bashir-photo', ${bashir}, ${bashir}),
      ('00000000-0000-0000-0000-00000000000c', 'catalogue-photo', ${admin}, null);
    insert into recipes (slug, title, description, cuisine_type, difficulty, prep_time, cook_time, servings, ingredients, instructions, image_id, created_by, owner_id) values
      ('machboos', 'Machboos', 'd', 'Khaleeji', 'Easy', 1, 1, 4, '{rice}', '{cook}', '00000000-0000-0000-0000-00000000000c', ${admin}, null),
      (null, 'Amina harees', 'd', 'Khaleeji', 'Easy', 1, 1, 4, '{wheat}', '{cook}', '00000000-0000-0000-0000-00000000000a', ${amina}, ${amina}),
      (null, 'Amina soup', 'd', 'Khaleeji', 'Easy', 1, 1, 2, '{lentils}', '{cook}', null, ${amina}, ${amina}),
      (null, 'Bashir kabsa', 'd', 'Khaleeji', 'Easy', 1, 1, 6, '{rice}', '{cook}', '00000000-0000-0000-0000-00000000000b', ${bashir}, ${bashir});
  `);
  const recipe = async (title: string) => Number((await db.rows(`select id from recipes where title = '${title}'`))[0]!.id);
  const [machboos, harees, kabsa] = [await recipe("Machboos"), await recipe("Amina harees"), await recipe("Bashir kabsa")];
  await db.run(`
    insert into shares (token_hash, owner_id, kind, recipe_id, language, servings, note, expires_at, created_at) values
      ('hash-share-amina', ${amina}, 'recipe', ${harees}, 'fil', 4, 'Blue pot', '2026-12-30T00:00:00Z', '2026-11-23T00:00:00Z'),
      ('hash-share-amina-2', ${amina}, 'recipe', ${machboos}, 'fil', null, null, '2026-12-30T00:00:00Z', '2026-11-24T00:00:00Z'),
      ('hash-share-carla', ${carla}, 'menu', null, 'en', null, null, '2026-09-30T00:00:00Z', '2026-08-30T00:00:00Z');
    insert into menu_entries (owner_id, day, slot, position, recipe_id, servings) values
      (${amina}, '2026-11-28', 'lunch', 0, ${harees}, 4), (${amina}, '2026-11-28', 'dinner', 0, ${machboos}, 2), (${bashir}, '2026-11-29', 'lunch', 0, ${kabsa}, 6);
    insert into favorites (user_id, recipe_id) values (${amina}, ${machboos}), (${bashir}, ${machboos}), (${dana}, ${machboos});
    insert into subscription_changes (user_id, status, trial_ends_at, subscription_ends_at, source, created_at) values
      (${amina}, 'trial', '2026-12-20T10:00:00Z', null, 'signup', '2026-11-20T10:00:00Z'),
      (${bashir}, 'trial', '2026-08-01T00:00:00Z', null, 'signup', '2026-07-01T00:00:00Z'),
      (${bashir}, 'active', '2026-08-01T00:00:00Z', '2026-12-31T00:00:00Z', 'webhook', '2026-11-01T12:00:00Z');
    insert into sessions (id_hash, user_id, expires_at) values ('session-amina', ${amina}, '2026-12-30T00:00:00Z');
  `);
  return { amina, bashir, carla, dana, admin };
}

const all = (db: Sql, table: string, order = "id") => db.rows(`select * from ${table} order by ${order}`);
const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());

/** Decision 0080: every account becomes a household of one, keeping its number; nothing is lost on the way. */
describe(`migration ${householdsMigration}`, () => {
  it("makes every account a household of one that holds its subscription, helper, recipes, photos, links and menu", { timeout: 120_000 }, async () => {
    const db = await emptyDatabase();
    try {
      for (const name of migrations.slice(0, migrations.indexOf(householdsMigration))) await apply(db, name);
      const ids = await fill(db);
      const before = {
        users: await all(db, "users"),
        recipes: await all(db, "recipes"),
        images: await all(db, "images", "source_hash"),
        shares: await all(db, "shares"),
        menu: await all(db, "menu_entries"),
        favorites: await all(db, "favorites", "user_id, recipe_id"),
        history: await all(db, "subscription_changes"),
        sessions: await all(db, "sessions", "id_hash"),
      };

      await apply(db, householdsMigration);

      // One household per account, numbered as the account, owned by it, holding its subscription as it was.
      const households = await all(db, "households");
      expect(households.map((row) => row.id)).toEqual(before.users.map((row) => row.id));
      for (const user of before.users) {
        const household = households.find((row) => row.id === user.id)!;
        expect(household.owner_user_id).toBe(user.id);
        expect({
          status: household.subscription_status,
          trialEndsAt: iso(household.trial_ends_at),
          endsAt: iso(household.subscription_ends_at),
          customer: household.stripe_customer_id,
          subscription: household.stripe_subscription_id,
          providerStateAt: iso(household.provider_state_at),
        }).toEqual({
          status: user.subscription_status,
          trialEndsAt: iso(user.trial_ends_at),
          endsAt: iso(user.subscription_ends_at),
          customer: user.stripe_customer_id,
          subscription: user.stripe_subscription_id,
          providerStateAt: iso(user.provider_state_at),
        });
      }

      // Each user keeps every field that stays hers, and belongs to her household.
      const users = await all(db, "users");
      const kept = ["id", "username", "email", "password_hash", "first_name", "last_name", "country", "is_admin", "owner_phone", "email_verified_at", "created_at", "updated_at"];
      expect(users.map((row) => Object.fromEntries(kept.map((key) => [key, row[key]])))).toEqual(
        before.users.map((row) => Object.fromEntries(kept.map((key) => [key, row[key]]))),
      );
      expect(users.every((row) => row.household_id === row.id)).toBe(true);

      // The helper an account had is its household's first, and does the shopping; an account without one has none.
      const helpers = await all(db, "helpers");
      expect(helpers.map(({ household_id, first_name, phone, language, role, shops, position }) => ({ household_id, first_name, phone, language, role, shops, position }))).toEqual([
        { household_id: ids.amina, first_name: "Joy", phone: "+971501234567", language: "fil", role: "other", shops: true, position: 0 },
        { household_id: ids.bashir, first_name: "Priya", phone: "+966501234567", language: null, role: "other", shops: true, position: 0 },
        { household_id: ids.dana, first_name: "Siti", phone: "+96550123456", language: "id", role: "other", shops: true, position: 0 },
      ]);
      const helperOf = (household: unknown) => helpers.find((row) => row.household_id === household)?.id ?? null;

      // Recipes and photos: the household's are its household's (same number), the catalogue's stay the catalogue's.
      const recipes = await all(db, "recipes");
      expect(recipes.map(({ household_id, ...rest }) => ({ ...rest, owner_id: household_id }))).toEqual(before.recipes);
      const images = await all(db, "images", "source_hash");
      expect(images.map(({ household_id, ...rest }) => ({ ...rest, owner_id: household_id }))).toEqual(before.images);

      // Links: the household's, sent by its owner, to its helper when it had one; all they carried kept.
      const shares = await all(db, "shares");
      expect(shares.map(({ household_id, sent_by: _sentBy, helper_id: _helperId, ...rest }) => ({ ...rest, owner_id: household_id }))).toEqual(before.shares);
      for (const share of shares) {
        expect(share.sent_by).toBe(share.household_id);
        expect(share.helper_id).toBe(helperOf(share.household_id));
      }

      // The menu: the household's, nobody named as its cook yet.
      const menu = await all(db, "menu_entries");
      expect(menu.map(({ household_id, cook_helper_id: _cook, ...rest }) => ({ ...rest, owner_id: household_id }))).toEqual(before.menu);
      expect(menu.every((row) => row.cook_helper_id === null)).toBe(true);

      // What stays personal is untouched.
      expect(await all(db, "favorites", "user_id, recipe_id")).toEqual(before.favorites);
      expect(await all(db, "subscription_changes")).toEqual(before.history);
      expect(await all(db, "sessions", "id_hash")).toEqual(before.sessions);

      // The next household is numbered after every copied one, and a new account can be made as signup makes it.
      const [next] = await db.rows(`insert into households default values returning id`);
      expect(Number(next!.id)).toBeGreaterThan(Math.max(...before.users.map((row) => Number(row.id))));
      await db.run(`insert into users (username, email, password_hash, household_id) values ('new@x.test', 'new@x.test', 'h', ${next!.id})`);
      // Every user must belong to a household.
      await expect(db.run(`insert into users (username, email, password_hash) values ('none@x.test', 'none@x.test', 'h')`)).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
