/**
 * The shop owner's translations of the store's own words (`npm run translations`, after a build):
 *
 *   npm run translations -- missing [--language en|fr] [--json]   the store's words without a translation (English by default)
 *   npm run translations -- list [--language en|fr] [--json]      the translations kept
 *   npm run translations -- set KIND ID LANGUAGE "TEXT"          e.g. set shipping_method 4 en "Express delivery"
 *   npm run translations -- remove KIND ID LANGUAGE
 *   npm run translations -- seed local|realwoo                    adds a seed's translations the records lack
 *
 * KIND is zone, shipping_method, shipping_method_description, gateway, attribute, term, category or
 * price_suffix; ID the store's key that `missing` prints (a zone, method instance, gateway or category id;
 * pa_color; pa_color:black; woocommerce_price_display_suffix, whose translation may keep the store's
 * {price_including_tax} / {price_excluding_tax}). Reads the store with the server's settings (WOO_URL and its keys, or the embedded
 * store in DATA_DIR) and the storefront database (DATABASE_URL, or DATA_DIR). Running servers use a
 * change within 30 seconds.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { terminalJson, terminalLine } from '../content/terminalText';
import type { Language } from '../domain/catalog';
import { STORE_WORD_KINDS, missingWords, type StoreWordKind } from '../domain/storeWords';
import { createLogger } from '../logger';
import { openStorefrontStorage } from '../storage/database';
import { StoreTranslationRecords } from '../storage/storeTranslations';
import { connectStore } from '../storeConnection';
import { applySeed, seedOnce } from '../translations/seeding';
import { SEEDS } from '../translations/seeds';
import { LOCAL_STORE_WORDS } from '../translations/seeds/localStore';
import { WooStoreWords } from '../woo/storeWords';
import { print, printError, runCommand } from './command';

const USAGE =
  'usage: npm run translations -- missing [--language en|fr] [--json] | list [--language en|fr] [--json] | set KIND ID LANGUAGE TEXT | remove KIND ID LANGUAGE | seed local|realwoo';
const COMMANDS = ['missing', 'list', 'set', 'remove', 'seed'];
/** A translation is a label: one line, of a sensible length. */
const MAX_TEXT = 200;

function languageOf(raw: string | undefined): Language | null {
  const upper = (raw ?? '').trim().toUpperCase();
  return upper === 'EN' || upper === 'FR' ? upper : null;
}

const isKind = (kind: string | undefined): kind is StoreWordKind => (STORE_WORD_KINDS as readonly string[]).includes(kind ?? '');

const column = (text: string, width: number) => terminalLine(text).padEnd(width);

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { language: { type: 'string' }, json: { type: 'boolean' } },
  });
  const [command = '', ...rest] = positionals;
  const language = languageOf(values.language ?? 'en');
  if (!COMMANDS.includes(command) || !language) {
    printError(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const storage = await openStorefrontStorage({ dataDir: config.dataDir, databaseUrl: config.database?.url });
  const records = new StoreTranslationRecords(storage.db);
  try {
    if (command === 'list') {
      const kept = (await records.all()).filter((record) => values.language === undefined || record.language === language);
      if (values.json) print(`${terminalJson(kept)}\n`);
      else
        for (const record of kept)
          print(`${column(record.kind, 28)} ${column(record.id, 24)} ${record.language}  ${terminalLine(record.text)}\n`);
      if (!values.json && kept.length === 0) print('No translations.\n');
      return 0;
    }
    if (command === 'remove') {
      const [kind, id, lang] = rest;
      const target = languageOf(lang);
      if (!isKind(kind) || !id || !target) {
        printError(`${USAGE}\n`);
        return 2;
      }
      print((await records.remove(kind, id, target)) ? 'Removed.\n' : 'There was no such translation.\n');
      return 0;
    }
    // The other commands read the store's words.
    const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
    const store = await connectStore(config, logger);
    try {
      // As the server does at start: the embedded store's words come translated.
      if (store.localStore) await seedOnce(records, LOCAL_STORE_WORDS);
      const inventory = await new WooStoreWords(store.http).inventory();
      if (command === 'missing') {
        const missing = missingWords(inventory, await records.all(), language);
        if (values.json) print(`${terminalJson(missing)}\n`);
        else {
          for (const word of missing) print(`${column(word.kind, 28)} ${column(word.id, 24)} ${terminalLine(word.text)}\n`);
          print(
            missing.length === 0
              ? `Every store word has a ${language} translation.\n`
              : `${missing.length} without a ${language} translation.\n`,
          );
        }
        return 0;
      }
      if (command === 'seed') {
        const seed = SEEDS[rest[0] ?? ''];
        if (!seed) {
          printError(`${USAGE}\n`);
          return 2;
        }
        print(`${await applySeed(records, seed, rest[0] === 'local' ? undefined : inventory)} translation(s) added.\n`);
        return 0;
      }
      const [kind, id, lang, ...words] = rest;
      const target = languageOf(lang);
      const text = words.join(' ').trim();
      if (!isKind(kind) || !id || !target || text === '' || text.length > MAX_TEXT || /[\r\n]/.test(text)) {
        printError(`${USAGE}\n(TEXT: one line of at most ${MAX_TEXT} characters)\n`);
        return 2;
      }
      const word = inventory.find((candidate) => candidate.kind === kind && candidate.id === id);
      if (!word) {
        printError(`The store has no ${kind} ${terminalLine(id)}: see npm run translations -- missing.\n`);
        return 1;
      }
      await records.set({ kind, id, language: target, text }, word.text);
      print(`${kind} ${terminalLine(id)} (${terminalLine(word.text)}) in ${target}: ${terminalLine(text)}\n`);
      return 0;
    } finally {
      await store.close();
    }
  } finally {
    await storage.close();
  }
}

runCommand(main);
