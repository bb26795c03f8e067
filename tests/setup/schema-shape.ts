// The shape of a SQLite database as data, so two databases can be compared: tables with their
// columns, indexes and foreign keys (what schema.ts declares), and the hand-written objects
// (triggers, views, full-text tables) as their normalised SQL.
import type { Client } from '@libsql/client';

export type ColumnShape = { name: string; type: string; notNull: boolean; default: string | null; pk: number; hidden: number; generated?: string };
export type IndexShape = { name: string; unique: boolean; columns: string[]; where: string | null };
export type ForeignKeyShape = { table: string; from: string; to: string; onUpdate: string; onDelete: string };
export type TableShape = { columns: ColumnShape[]; indexes: IndexShape[]; foreignKeys: ForeignKeyShape[]; checks: string[] };
export type SchemaShape = {
  /** Ordinary tables, keyed by name (drizzle's bookkeeping, SQLite's own and FTS shadow tables left out). */
  tables: Record<string, TableShape>;
  /** Triggers, views and virtual tables: `type name` → SQL with whitespace and quoting normalised. */
  handWritten: Record<string, string>;
};

type MasterRow = { type: string; name: string; tbl_name: string; sql: string | null };

/** Collapses whitespace and identifier quotes so `"a"  ,b` and `a, b` read the same. */
export function normaliseSql(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/[`"]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),=])\s*/g, '$1')
    .trim()
    .toLowerCase();
}

export async function schemaShape(client: Client): Promise<SchemaShape> {
  const master = (await client.execute(`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`)).rows as unknown as MasterRow[];
  const virtual = master.filter((r) => r.type === 'table' && /^create virtual table/i.test(r.sql ?? '')).map((r) => r.name);
  // FTS5 keeps its index in shadow tables named after the virtual table (`x_data`, `x_idx`, …).
  const isShadow = (name: string) => virtual.some((v) => name.startsWith(`${v}_`));
  const tables: Record<string, TableShape> = {};
  const handWritten: Record<string, string> = {};
  for (const row of master) {
    if (row.name.startsWith('sqlite_') || row.name === '__drizzle_migrations' || isShadow(row.name)) continue;
    if (row.type === 'trigger' || row.type === 'view' || virtual.includes(row.name)) {
      handWritten[`${row.type} ${row.name}`] = normaliseSql(row.sql ?? '');
    } else if (row.type === 'table') {
      tables[row.name] = await tableShape(client, row.name, master);
    }
  }
  return { tables, handWritten };
}

async function tableShape(client: Client, table: string, master: MasterRow[]): Promise<TableShape> {
  const q = (pragma: string) => client.execute(`SELECT * FROM pragma_${pragma}('${table.replace(/'/g, "''")}')`).then((r) => r.rows);
  const columns: ColumnShape[] = (await q('table_xinfo')).map((c) => ({
    name: String(c.name),
    type: String(c.type).toLowerCase(),
    notNull: Number(c.notnull) === 1,
    default: c.dflt_value === null ? null : normaliseSql(String(c.dflt_value)),
    pk: Number(c.pk),
    hidden: Number(c.hidden),
  }));
  const indexes: IndexShape[] = [];
  for (const ix of await q('index_list')) {
    const name = String(ix.name);
    // Constraint indexes (`sqlite_autoindex_…`) are named by SQLite in the order of the table's
    // constraints: they are compared by their columns alone.
    if (name.startsWith('sqlite_autoindex_')) {
      const cols = (await client.execute(`SELECT name FROM pragma_index_info('${name}') ORDER BY seqno`)).rows.map((r) => String(r.name));
      indexes.push({ name: `(${String(ix.origin)} ${cols.join(',')})`, unique: true, columns: cols, where: null });
      continue;
    }
    // Keys as written (`a`, `b desc`, `ifnull(a*50+b,1e15)`), with `table.` qualifiers dropped.
    const sql = normaliseSql(master.find((r) => r.type === 'index' && r.name === name)?.sql ?? '').replaceAll(`${table.toLowerCase()}.`, '');
    const keys = /^create (?:unique )?index \S+ on \S+?\((.*)$/.exec(sql)?.[1] ?? '';
    const [list, where] = splitClosing(keys);
    indexes.push({ name, unique: Number(ix.unique) === 1, columns: splitTopLevel(list), where: /^\s*where\s*(.+)$/.exec(where)?.[1]?.trim() ?? null });
  }
  indexes.sort((a, b) => a.name.localeCompare(b.name));
  const foreignKeys = (await q('foreign_key_list'))
    .map((f) => ({ table: String(f.table), from: String(f.from), to: String(f.to), onUpdate: String(f.on_update), onDelete: String(f.on_delete) }))
    .sort((a, b) => `${a.table}.${a.from}`.localeCompare(`${b.table}.${b.from}`));
  const tableSql = normaliseSql(master.find((r) => r.type === 'table' && r.name === table)?.sql ?? '').replaceAll(`${table.toLowerCase()}.`, '');
  // A generated column (hidden 2: virtual, 3: stored) is compared by its expression too.
  for (const column of columns.filter((c) => c.hidden >= 2)) {
    const at = tableSql.search(new RegExp(`[(,]${column.name} [^,]*?generated always as\\(`));
    const open = tableSql.indexOf('generated always as(', at) + 'generated always as('.length;
    column.generated = at < 0 ? '?' : splitClosing(tableSql.slice(open))[0];
  }
  const checks = [...tableSql.matchAll(/constraint (\S+) check\(/g)].map((c) => `${c[1]} ${splitClosing(tableSql.slice(c.index + c[0].length))[0]}`).sort();
  return { columns, indexes, foreignKeys, checks };
}

/** `a,f(b,c)),rest` → [`a,f(b,c)`, `,rest`]: the text up to the parenthesis that closes an open one. */
function splitClosing(text: string): [string, string] {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && depth-- === 0) return [text.slice(0, i), text.slice(i + 1)];
  }
  return [text, ''];
}

function splitTopLevel(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((k) => k.trim());
}

/**
 * drizzle-kit 0.31 keeps an index's columns joined by commas, so an expression with a comma in
 * it (`ifnull(a * 50 + b, 1e15)`) comes out of `generate` cut in two and quoted as two column
 * names. This puts such pieces back together so the generated SQL runs; a statement without the
 * fault is returned unchanged.
 */
export function repairIndexStatement(statement: string): string {
  const m = /^(\s*CREATE (?:UNIQUE )?INDEX [^(]+\()(.*)(\)(?:\s+WHERE .*)?;?\s*)$/s.exec(statement);
  if (!m) return statement;
  const [, head, list, tail] = m as unknown as [string, string, string, string];
  const pieces = list.split(/(?<=`),(?=`)|(?<=\)),(?=`)|(?<=`),(?=")/);
  const balance = (s: string) => (s.match(/\(/g)?.length ?? 0) - (s.match(/\)/g)?.length ?? 0);
  const columns: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    let piece = pieces[i]!;
    if (balance(piece) === 0) {
      columns.push(piece);
      continue;
    }
    const parts = [piece];
    while (balance(parts.join(',')) > 0 && i + 1 < pieces.length) parts.push(pieces[++i]!);
    piece = parts.map((p) => p.replace(/^`|`$/g, '')).join(',');
    columns.push(piece);
  }
  return `${head}${columns.join(',')}${tail}`;
}
