/**
 * `npm run seed:scale -- --cars 50000 --spots 10000 --reserves-per-car 40`: a benchmark database of
 * that size (listed cars and spots with unavailable days, and their reservations: two million on
 * 50,000 cars). Into DATABASE_URL when set (appending), otherwise into a
 * fresh database `kurumatabi_scale` of an embedded PostgreSQL in `.data/scale` (port
 * SCALE_POSTGRES_PORT, default 5438), which is kept for `psql` and stopped at the end.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { envPort } from './lib/orchestrator.js';
import { dataRoot } from './lib/paths.js';
import { startPostgres } from './lib/postgres.js';
import { fillScaleDatabase } from './lib/scale-data.js';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '50000' },
    spots: { type: 'string', default: '10000' },
    'reserves-per-car': { type: 'string', default: '40' },
  },
});
const sizes = { cars: Number(values.cars), spots: Number(values.spots), reservesPerCar: Number(values['reserves-per-car']) };
if (Object.values(sizes).some((n) => !Number.isInteger(n) || n < 0)) {
  console.error(
    '--cars、--spots、--reserves-per-car には 0 以上の整数を指定してください (--cars, --spots and --reserves-per-car take whole numbers).',
  );
  process.exit(1);
}
const log = (line: string) => console.log(line);
const external = process.env.DATABASE_URL;
const postgres = external
  ? null
  : await startPostgres({ dataDir: path.join(dataRoot, 'scale/postgres'), port: envPort('SCALE_POSTGRES_PORT', 5438), persistent: true });
try {
  const databaseUrl = external ?? (await postgres!.ensureDatabase('kurumatabi_scale', { fresh: true }));
  log(
    `ベンチマーク用データの生成 (generating ${sizes.cars} cars and ${sizes.spots} spots, ${sizes.reservesPerCar} past reservations per car) → ` +
      databaseUrl.replace(/:[^:@/]*@/, ':***@'),
  );
  await fillScaleDatabase(databaseUrl, sizes, log);
} finally {
  await postgres?.stop();
}
