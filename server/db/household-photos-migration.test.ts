import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describe, expect, it } from "vitest";

const folder = path.join(import.meta.dirname, "migrations");
const migrations = readdirSync(folder).filter((name) => name.endsWith(".sql")).sort();
const privatePhotos = migrations.find((name) => name.includes("household_photos_private"))!;

async function apply(db: PGlite, name: string) {
  for (const statement of readFileSync(path.join(folder, name), "utf8").split("--> statement-breakpoint")) await db.exec(statement);
}

/** Decision 0062: the migration that makes household photos private decides, for the photos already stored, whose each is. */
describe(`migration ${privatePhotos}`, () => {
  it("makes a photo its household's when only that household shows it or an owner uploaded it unused, and leaves the rest public", { timeout: 60_000 }, async () => {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    for (const name of migrations.slice(0, migrations.indexOf(privatePhotos))) await apply(db, name);
    await db.exec(`
      insert into users (id, username, email, password_hash, is_admin) values
        (1, 'a@x.test', 'a@x.test', 'h', false), (2, 'b@x.test', 'b@x.test', 'h', false), (3, 'admin@x.test', 'admin@x.test', 'h', true);
      insert into images (id, source_hash, created_by) values
        ('00000000-0000-0000-0000-00000000000a', 'on-a-household-recipe', 1),
        ('00000000-0000-0000-0000-00000000000b', 'on-two-households-recipes', 1),
        ('00000000-0000-0000-0000-00000000000c', 'on-a-catalogue-recipe-too', 1),
        ('00000000-0000-0000-0000-00000000000d', 'uploaded-by-an-owner-unused', 2),
        ('00000000-0000-0000-0000-00000000000e', 'uploaded-by-an-admin-unused', 3),
        ('00000000-0000-0000-0000-00000000000f', 'imported-unused', null);
      insert into images (id, source_hash, artwork_slug) values ('00000000-0000-0000-0000-000000000010', 'drawn', 'machboos');
    `);
    const recipe = (image: string, owner: number | null) =>
      db.query(
        `insert into recipes (title, description, cuisine_type, difficulty, prep_time, cook_time, servings, ingredients, instructions, image_id, owner_id)
         values ('t', 'd', 'Khaleeji', 'Easy', 1, 1, 1, '{a}', '{b}', $1, $2)`,
        [image, owner],
      );
    await recipe("00000000-0000-0000-0000-00000000000a", 2);
    await recipe("00000000-0000-0000-0000-00000000000b", 1);
    await recipe("00000000-0000-0000-0000-00000000000b", 2);
    await recipe("00000000-0000-0000-0000-00000000000c", 1);
    await recipe("00000000-0000-0000-0000-00000000000c", null);
    await recipe("00000000-0000-0000-0000-000000000010", null);

    await apply(db, privatePhotos);
    const { rows } = await db.query<{ source_hash: string; owner_id: number | null }>("select source_hash, owner_id from images order by source_hash");
    expect(Object.fromEntries(rows.map((row) => [row.source_hash, row.owner_id]))).toEqual({
      "on-a-household-recipe": 2,
      "on-two-households-recipes": null,
      "on-a-catalogue-recipe-too": null,
      "uploaded-by-an-owner-unused": 2,
      "uploaded-by-an-admin-unused": null,
      "imported-unused": null,
      drawn: null,
    });
    await db.close();
  });
});
