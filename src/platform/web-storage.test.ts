import { describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, withoutSensitive, writeStored, type StoredEntry } from './web-storage.ts';
import { memoryStorage, throwingStorage } from './memory-storage.ts';

interface Note {
  text: string;
  secret?: string;
}

const isNote = ((value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as Note).text === 'string' && Object.keys(value).every((k) => k === 'text' || k === 'secret')) as StoredEntry<Note>['validate'];
const entry: StoredEntry<Note> = { key: 'note', area: 'session', validate: isNote, sensitive: ['secret'] };

describe('writeStored and readStored', () => {
  it('round-trips an entry its schema takes, without its sensitive properties', () => {
    const storage = memoryStorage();
    expect(writeStored(entry, { text: 'hello', secret: '123456' }, storage)).toBe(true);
    expect(storage.items.get('note')).toBe('{"text":"hello"}');
    expect(readStored(entry, storage)).toEqual({ text: 'hello' });
  });

  it('refuses and removes a value its schema refuses, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage({ note: '{"text":"old"}' });
    expect(writeStored(entry, { text: 42 } as unknown as Note, storage)).toBe(false);
    expect(storage.items.has('note')).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it.each([
    ['none', undefined],
    ['not JSON', '{'],
    ['a shape the schema refuses', '{"text":1}'],
  ])('reads %s as nothing', (_case, stored) => {
    expect(readStored(entry, memoryStorage(stored === undefined ? {} : { note: stored }))).toBeUndefined();
  });

  it('survives storage that throws', () => {
    const throwing = throwingStorage();
    expect(readStored(entry, throwing)).toBeUndefined();
    expect(writeStored(entry, { text: 'x' }, throwing)).toBe(false);
    expect(() => removeStored([entry], throwing)).not.toThrow();
  });

  it('uses the entry’s own area when no storage is given', () => {
    sessionStorage.clear();
    writeStored(entry, { text: 'here' });
    expect(sessionStorage.getItem('note')).toBe('{"text":"here"}');
    expect(localStorage.getItem('note')).toBeNull();
    removeStored([entry]);
    expect(sessionStorage.getItem('note')).toBeNull();
  });

  it('leaves values that are not objects as they are', () => {
    expect(withoutSensitive({ ...entry } as unknown as StoredEntry<number>, 1)).toBe(1);
  });
});
