// Which Devanagari glyphs the cut face keeps. Every letter stays mapped (src/styles/font-subset.ts),
// but of the package's conjuncts (ligatures of two or three consonants, most of them Sanskrit's
// or Marathi's) only those below: Hindi pages preload this face, and each kilobyte of it is
// about ten milliseconds of a slow phone's largest paint. A cluster whose ligature is left out
// is drawn the way Hindi also writes it: the first consonant's half form, then the next one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CONSONANTS = [...'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह', 'क़', 'ख़', 'ग़', 'ज़', 'ड़', 'ढ़', 'फ़', 'य़'];
/** Consonants without a half form: a conjunct they begin is a ligature or shows its virama. */
const NO_HALF_FORM = [...'दहटठडढङछ'];
const VOWELS = [...'अआइईउऊऋएऐओऔऍऑ'];
/** Conjuncts Hindi words and names use often, with the vowel signs that reshape them. */
const COMMON_CONJUNCTS =
  'क्ष ज्ञ त्र श्र क्त त्त श्च श्व ष्ट ष्ठ ल्ल न्न क्क प्त स्त स्थ न्द न्ध म्ब म्भ च्च ज्ज ब्द ग्ध त्व स्व द्ध द्व द्य द्म द्भ द्द द्ग ह्म ह्य ह्न ह्ल ह्व ट्ट ट्ठ ड्ड ड्ढ ङ्क ङ्ग ञ्च ञ्ज'.split(' ');

/**
 * The texts whose shaping names the glyphs kept: each consonant alone, as a half form, with the
 * rakar below and the reph above; every conjunct a consonant without a half form begins; the
 * common conjuncts; the vowels (each of these also between consonants, for the forms that
 * depend on what stands beside them); and every Devanagari word of the site's own texts.
 */
export function devanagariTexts(): string[] {
  const clusters = [...VOWELS.flatMap((v) => [v, `${v}ं`, `${v}ँ`])];
  for (const c of CONSONANTS) clusters.push(c, `${c}्`, `${c}्र`, `र्${c}`);
  for (const first of NO_HALF_FORM) for (const c of CONSONANTS) clusters.push(`${first}्${c}`, `${first}्${c}ि`);
  for (const conjunct of COMMON_CONJUNCTS) clusters.push(conjunct, `${conjunct}ि`, `${conjunct}ा`, `${conjunct}े`);
  return [...clusters.flatMap((cluster) => [cluster, `${cluster}क`, `क${cluster}`]), ...siteDevanagariWords()];
}

/** Where the site's Devanagari is written: interface catalogues, pages, content and seed data. */
const TEXT_ROOTS = ['src', 'content', 'scripts'];
const TEXT_FILE = /\.(ts|tsx|astro|mdx?|ya?ml|json)$/;
const WORD = /[\u0900-\u097f\u200c\u200d]+/g;

/** Every distinct Devanagari word in the site's source and content, sorted. */
export function siteDevanagariWords(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (TEXT_FILE.test(name)) for (const [word] of readFileSync(path, 'utf8').matchAll(WORD)) words.add(word);
    }
  };
  for (const root of TEXT_ROOTS) walk(root);
  return [...words].sort();
}
