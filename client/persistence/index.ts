/*
 * Browser persistence: every storage key with its area and version, guarded access, the wrapping
 * and migration of a key's later versions, and schema-checked reads. Nothing here loads zod.
 */
export * from './keys';
export { forget, readText, writeText, type KeyValueStorage } from './storage';
export { migrate, readVersioned, wrap, writeVersioned, type VersionedKey } from './versioned';
export { readChecked, readJson, writeChecked, writeJson } from './checked';
export { recordStore, type RecordStore, type RecordStoreDeclaration } from './record-store';
