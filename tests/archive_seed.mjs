// The archive's games written straight into the app's store, as a club's
// long-used tablet holds them: for the 100,000-game end-to-end test and
// the start benchmark alike.

/**
 * Writes `rows`, each `[id, metaJson, pgn]`, into the app's IndexedDB
 * store of `page`'s origin, under the archive's keys.
 */
export async function seedArchive(page, rows) {
  await page.evaluate(async (rows) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('rochade');
      open.onupgradeneeded = () => open.result.createObjectStore('kv');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('kv', 'readwrite');
      const kv = tx.objectStore('kv');
      for (const [id, meta, pgn] of rows) {
        kv.put(meta, `rochade.archive.${id}`);
        kv.put(pgn, `rochade.pgn.${id}`);
      }
      tx.oncomplete = resolve;
      tx.onabort = () => reject(tx.error);
    });
    db.close();
  }, rows);
}
