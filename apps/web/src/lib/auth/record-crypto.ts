import type { CompleteUserRecord } from '@trybuna/domain';
import { USER_RECORD_KEY } from '@trybuna/domain';
import { z } from 'zod';

const DB_NAME = 'trybuna-auth';
const STORE = 'keys';
const KEY_ID = 'user-record';

const recordSchema = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token: z.string().min(1),
  fan_sub: z.string(),
});

const sealedSchema = z.object({ v: z.literal(1), iv: z.string(), data: z.string() });

/** Where the sealed record and its key live; the browser's by default, fakes in tests. */
export interface RecordVault {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The AES-GCM key: created once, non-extractable, kept where script cannot read it out. */
  key: () => Promise<CryptoKey>;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function openKeyDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('indexedDB open failed'));
    };
  });
}

function idb<T>(db: IDBDatabase, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest) {
  return new Promise<T>((resolve, reject) => {
    const request = run(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => {
      resolve(request.result as T);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('indexedDB request failed'));
    };
  });
}

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

let browserKey: Promise<CryptoKey> | null = null;

/**
 * The browser's record key: a non-extractable AES-GCM key stored in IndexedDB (a CryptoKey
 * survives structured cloning there without ever being exportable). Without IndexedDB
 * (some private modes) the key lives for the page only, so the record does not outlive it.
 */
function browserRecordKey(): Promise<CryptoKey> {
  browserKey ??= (async () => {
    try {
      const db = await openKeyDb();
      const stored = await idb<CryptoKey | undefined>(db, 'readonly', (s) => s.get(KEY_ID));
      if (stored) return stored;
      const key = await newKey();
      await idb(db, 'readwrite', (s) => s.put(key, KEY_ID));
      return key;
    } catch {
      return newKey();
    }
  })();
  return browserKey;
}

export function browserVault(): RecordVault {
  return { storage: window.localStorage, key: browserRecordKey };
}

/** Seals the record with AES-GCM (fresh 96-bit IV) and stores it under 'user' (000 §3). */
export async function writeRecord(vault: RecordVault, record: CompleteUserRecord): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(recordSchema.parse(record)));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await vault.key(), plain),
  );
  vault.storage.setItem(
    USER_RECORD_KEY,
    JSON.stringify({ v: 1, iv: toBase64(iv), data: toBase64(sealed) }),
  );
}

/** The stored record, or null when there is none or it cannot be opened (then it is removed). */
export async function readRecord(vault: RecordVault): Promise<CompleteUserRecord | null> {
  const raw = vault.storage.getItem(USER_RECORD_KEY);
  if (!raw) return null;
  try {
    const sealed = sealedSchema.parse(JSON.parse(raw));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
      await vault.key(),
      fromBase64(sealed.data),
    );
    return recordSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
  } catch {
    clearRecord(vault);
    return null;
  }
}

export function clearRecord(vault: RecordVault): void {
  vault.storage.removeItem(USER_RECORD_KEY);
}
