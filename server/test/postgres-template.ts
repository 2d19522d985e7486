import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/open.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { openLocalStorage } from '../storage/local.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded database on DATABASE_URL's server ('' without one). */
    postgresTemplate: string;
  }
}

/** Runs one statement (CREATE or DROP DATABASE) on the server's maintenance connection. */
const adminQuery = async (serverUrl: string, query: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

/**
 * Creates a database named `<prefix>_<pid>_<random>` on the server (a copy of `template` if
 * given): its name, its URL, and how to drop it.
 */
export async function createDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(
    serverUrl,
    `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * The server tests' global setup: with DATABASE_URL, migrates and seeds one database for the whole
 * run, which server/test/test-store.ts copies (CREATE DATABASE … TEMPLATE) for each test store
 * instead of migrating and seeding every one; dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('postgresTemplate', '');
    return;
  }
  const template = await createDatabase(serverUrl, 'server_test_template');
  const scratch = await mkdtemp(path.join(tmpdir(), 'server-template-'));
  try {
    const database = await openPostgres(template.url);
    try {
      await seedIfEmpty(database, await openLocalStorage(path.join(scratch, 'uploads')));
    } finally {
      await database.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
