//! The store on IndexedDB: every value in memory for the synchronous
//! [`Backend`], every write committed to disk with `durability: "strict"`.
//!
//! # Why raw `web-sys`
//!
//! `rexie` and `indexed_db_futures` wrap every request in a future and bring
//! their own error types and builders; the app needs three requests (open,
//! read everything, write) and the bytes of the main wasm are counted.
//! Their recent versions also ask for a newer Rust than 1.85. The raw
//! bindings cost only the calls made.
//!
//! # Why a copy in memory
//!
//! The revision protocol of two tabs, the keeping aside of unreadable
//! values and the archive's one key per game are synchronous and tested
//! over a [`Backend`]. Everything is read once before the app starts
//! ([`open`]); reads come from memory; a write changes memory and is put
//! into the transaction of the current task, opened on its first write, so
//! that what one task writes (a finished game archived and the next game
//! saved) commits or fails as one. A move may show before its transaction
//! commits; the commit follows within milliseconds, and a browser killed a
//! second later keeps it (`localStorage` lost about the last 5 s).
//!
//! A transaction that aborts (`QuotaExceededError`: the storage is full)
//! leaves its keys marked: they are written again with the next
//! transaction, and [`watch`] hears what is not saved until then.
//!
//! # The archive after the first paint
//!
//! The archive's metadata ([`READ_LATER`], one key per game) is left out of
//! the opening read: a club's 100,000 games kept the board from the player
//! for 2 to 3 s. [`read_later`] reads it after the first paint, 1,000 keys
//! per transaction, while the board already takes moves. A key written here
//! or heard from another tab before its batch arrives keeps the value in
//! memory (newer than the batch's, or removed since): nothing is read twice
//! and nothing deleted comes back.
//!
//! # Other tabs
//!
//! IndexedDB fires no `storage` event: a committed transaction posts its
//! keys and values on a `BroadcastChannel`, and the other tabs take them
//! into memory and call their [`listen`]ers as the `storage` event did.
//!
//! # From `localStorage`
//!
//! The values of earlier versions are copied in one transaction on the
//! first start, which also writes [`MIGRATED`]; only once it has committed
//! are they removed from `localStorage`, so that an interrupted copy runs
//! again. Damaged values are copied as they are and kept aside when read.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use js_sys::{Array, Promise};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{BroadcastChannel, IdbDatabase, IdbObjectStore, IdbTransaction, MessageEvent};

#[wasm_bindgen]
extern "C" {
    /// The database, for `transaction(store, mode, options)`: web-sys binds
    /// the options (`durability`) only as an unstable API.
    #[wasm_bindgen(js_name = IDBDatabase)]
    type Database;
    #[wasm_bindgen(method, catch, js_name = transaction)]
    fn transaction_with(
        this: &Database,
        store: &str,
        mode: &str,
        options: &JsValue,
    ) -> Result<IdbTransaction, JsValue>;
}

use super::backend::{
    Backend, CLOCK, CURRENT_GAME, Failure, ON_DEMAND, READ_LATER, READ_LATER_END, SETTINGS,
    StorageTrouble, WriteError,
};

const NAME: &str = "rochade";
const STORE: &str = "kv";
/// Key written with the values copied from `localStorage`.
pub const MIGRATED: &str = "rochade.migrated";

/// One key: its value, and whether it is on disk.
#[derive(Default)]
struct Slot {
    /// `None`: removed (slots are never removed, which saves the map's
    /// removal code).
    value: Option<String>,
    /// The number of the last write here.
    generation: u64,
    /// Its transaction aborted: written again with the next.
    failed: bool,
    /// A value read on demand, on disk and no longer in memory.
    on_disk: bool,
}

/// One write of a transaction: key, write number, value (`None`: removed).
type Op = (String, u64, Option<String>);
/// The writes of a transaction; `None` once it was aborted for a game
/// another tab wrote unheard (its writes are marked to be made again).
type Ops = Rc<RefCell<Option<Vec<Op>>>>;

/// The transaction of the current task.
struct Open {
    tx: IdbTransaction,
    store: IdbObjectStore,
    ops: Ops,
    /// Whether the stored game is read before this transaction's first
    /// write of it.
    guarded: bool,
}

struct Db {
    db: IdbDatabase,
    map: BTreeMap<String, Slot>,
    generation: u64,
    /// The transaction of the current task and its writes.
    open: Option<Open>,
    /// Why the last transaction failed, while anything is left unwritten.
    failure: Option<Failure>,
    channel: Option<BroadcastChannel>,
    /// Every key written here or heard from another tab, in order: what a
    /// reader of many keys (the archive's list) catches up with.
    journal: Vec<String>,
}

type ListenFn = Rc<RefCell<dyn FnMut(Option<String>, Option<String>)>>;
/// Hears what is not on disk.
pub type WatchFn = Rc<dyn Fn(Durability)>;

thread_local! {
    static DB: RefCell<Option<Db>> = const { RefCell::new(None) };
    static LISTENERS: RefCell<Vec<(u64, ListenFn)>> = const { RefCell::new(Vec::new()) };
    static NEXT: RefCell<u64> = const { RefCell::new(0) };
    static WATCHER: RefCell<Option<WatchFn>> = const { RefCell::new(None) };
}

/// What is not on disk yet because a transaction failed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Durability {
    /// Why the game (or an archived game) is not on disk.
    pub game: Option<Failure>,
    /// Why the settings are not.
    pub settings: Option<Failure>,
}

/// The store, once [`open`] has read it.
#[derive(Clone, Copy, Debug)]
pub struct Durable;

/// The store.
///
/// # Errors
///
/// [`StorageTrouble::Unavailable`] when IndexedDB could not be opened.
pub fn store() -> Result<Durable, StorageTrouble> {
    if DB.with_borrow(Option::is_some) {
        Ok(Durable)
    } else {
        Err(StorageTrouble::Unavailable)
    }
}

fn error_of(e: Option<web_sys::DomException>) -> WriteError {
    match e {
        Some(e) if e.name() == "QuotaExceededError" => WriteError::Full,
        _ => WriteError::Refused,
    }
}

fn failure(e: WriteError) -> Failure {
    match e {
        WriteError::Full => Failure::Full,
        WriteError::Refused => Failure::Refused,
    }
}

impl Db {
    fn durability(&self) -> Durability {
        let mut d = Durability::default();
        let Some(f) = self.failure else {
            return d;
        };
        for (key, slot) in &self.map {
            if !slot.failed || key == CLOCK {
                continue;
            }
            if key == SETTINGS {
                d.settings = Some(f);
            } else {
                d.game = Some(f);
            }
        }
        d
    }

    /// A new strict read-write transaction, taking again what failed.
    fn begin(&mut self) -> Result<(), WriteError> {
        // Done only when on disk: Chromium's default lets the system
        // cache the write, which a killed browser or a dead battery loses.
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"durability".into(), &"strict".into());
        let db: &Database = self.db.unchecked_ref();
        let tx = db
            .transaction_with(STORE, "readwrite", &options)
            .map_err(|_| WriteError::Refused)?;
        let store = tx.object_store(STORE).map_err(|_| WriteError::Refused)?;
        let ops: Ops = Rc::new(RefCell::new(Some(Vec::new())));
        let settle = {
            let ops = ops.clone();
            let tx = tx.clone();
            Closure::once_into_js(move |e: web_sys::Event| {
                let Some(ops) = ops.borrow_mut().take() else {
                    return;
                };
                if e.type_() == "complete" {
                    committed(ops);
                } else {
                    aborted(&ops, error_of(tx.error()));
                }
            })
        };
        // Exactly one of the two fires, so the one closure is freed.
        tx.set_oncomplete(Some(settle.unchecked_ref()));
        tx.set_onabort(Some(settle.unchecked_ref()));
        for (key, slot) in &self.map {
            if slot.failed && request(&store, key, slot.value.as_deref()).is_ok() {
                push(&ops, (key.clone(), slot.generation, slot.value.clone()));
            }
        }
        self.open = Some(Open {
            tx,
            store,
            ops,
            guarded: false,
        });
        Ok(())
    }

    fn write(&mut self, key: &str, value: Option<&str>) -> Result<(), WriteError> {
        let generation = self.generation + 1;
        let expected = self.map.get(key).and_then(|s| s.value.clone());
        let issue = |db: &mut Db| {
            let open = db.open.as_mut().ok_or(WriteError::Refused)?;
            if key == CURRENT_GAME && !open.guarded {
                guard_game(open, expected.clone())?;
            }
            request(&open.store, key, value)?;
            push(&open.ops, (key.into(), generation, value.map(Into::into)));
            Ok(())
        };
        // The task's transaction stops taking requests when the task ends:
        // then a new one is begun.
        if issue(self).is_err() {
            self.open = None;
            self.begin()?;
            issue(self)?;
        }
        self.generation = generation;
        self.journal.push(key.into());
        self.map.insert(
            key.into(),
            Slot {
                value: value.map(Into::into),
                generation,
                ..Slot::default()
            },
        );
        Ok(())
    }
}

fn push(ops: &Ops, op: Op) {
    if let Some(ops) = ops.borrow_mut().as_mut() {
        ops.push(op);
    }
}

/// Reads the stored game before `open`'s transaction writes it: if it is
/// not `expected`, what this tab last knew, another tab wrote it unheard
/// (its message lost). IndexedDB runs the transactions of two tabs one
/// after the other and a transaction's requests in order, so this is the
/// compare-and-set `localStorage` lacked: the transaction is aborted
/// before its writes are made, the other game is taken into memory and
/// told to the listeners, who settle it by the revision protocol, and the
/// other writes are made again with the next transaction.
fn guard_game(open: &mut Open, expected: Option<String>) -> Result<(), WriteError> {
    let read = open
        .store
        .get(&JsValue::from_str(CURRENT_GAME))
        .map_err(|e| error_of(e.dyn_into().ok()))?;
    let then = {
        let (tx, ops, r) = (open.tx.clone(), open.ops.clone(), read.clone());
        Closure::once_into_js(move || {
            let stored = r.result().ok().and_then(|v| v.as_string());
            if stored != expected {
                conflict(&tx, &ops, stored);
            }
        })
    };
    read.set_onsuccess(Some(then.unchecked_ref()));
    open.guarded = true;
    Ok(())
}

fn conflict(tx: &IdbTransaction, ops: &Ops, stored: Option<String>) {
    let Some(ops) = ops.borrow_mut().take() else {
        return;
    };
    let _ = tx.abort();
    DB.with_borrow_mut(|db| {
        let Some(db) = db.as_mut() else {
            return;
        };
        if db.open.as_ref().is_some_and(|o| o.tx == *tx) {
            db.open = None;
        }
        for (key, generation, _) in &ops {
            if let Some(slot) = db.map.get_mut(key) {
                slot.failed |= slot.generation == *generation && key != CURRENT_GAME;
            }
        }
        let slot = db.map.entry(CURRENT_GAME.into()).or_default();
        slot.value.clone_from(&stored);
        db.journal.push(CURRENT_GAME.into());
        slot.failed = false;
    });
    tell_listeners(vec![(CURRENT_GAME.into(), stored)]);
    // Nothing written meanwhile (the other game adopted): the other writes
    // are made again now.
    DB.with_borrow_mut(|db| {
        if let Some(db) = db.as_mut().filter(|db| db.open.is_none()) {
            let _ = db.begin();
        }
    });
}

fn request(store: &IdbObjectStore, key: &str, value: Option<&str>) -> Result<(), WriteError> {
    let key = JsValue::from_str(key);
    let done = match value {
        Some(v) => store.put_with_key(&JsValue::from_str(v), &key),
        None => store.delete(&key),
    };
    done.map(drop).map_err(|e| error_of(e.dyn_into().ok()))
}

fn tell_watcher(d: Durability) {
    if let Some(w) = WATCHER.with_borrow(Clone::clone) {
        w(d);
    }
}

fn committed(ops: Vec<Op>) {
    let now = DB.with_borrow_mut(|db| {
        let db = db.as_mut()?;
        for (key, generation, _) in &ops {
            if let Some(slot) = db.map.get_mut(key) {
                if slot.generation == *generation {
                    slot.failed = false;
                    // On disk now: read from there when asked for, so
                    // that 100,000 archived games are not held in memory.
                    if key.starts_with(ON_DEMAND) && slot.value.is_some() {
                        slot.value = None;
                        slot.on_disk = true;
                    }
                }
            }
        }
        if !db.map.values().any(|d| d.failed) {
            db.failure = None;
        }
        let news = Array::new();
        for (key, _, value) in ops.iter().filter(|(k, _, _)| !k.starts_with(ON_DEMAND)) {
            let v = value.as_deref().map_or(JsValue::NULL, JsValue::from_str);
            news.push(&Array::of2(&JsValue::from_str(key), &v));
        }
        if let Some(c) = &db.channel {
            let _ = c.post_message(&news);
        }
        Some(db.durability())
    });
    if let Some(d) = now {
        tell_watcher(d);
    }
}

fn aborted(ops: &[Op], e: WriteError) {
    let now = DB.with_borrow_mut(|db| {
        let db = db.as_mut()?;
        for (key, generation, _) in ops {
            if let Some(slot) = db.map.get_mut(key) {
                if slot.generation == *generation {
                    slot.failed = true;
                }
            }
        }
        db.failure = Some(failure(e));
        Some(db.durability())
    });
    if let Some(d) = now {
        tell_watcher(d);
    }
}

/// Another tab committed `news` (pairs of key and value or null).
fn heard(news: &JsValue) {
    let Some(news) = news.dyn_ref::<Array>() else {
        return;
    };
    let mut changed = Vec::new();
    DB.with_borrow_mut(|db| {
        let Some(db) = db.as_mut() else {
            return;
        };
        for pair in news.iter() {
            let pair = Array::from(&pair);
            let Some(key) = pair.get(0).as_string() else {
                continue;
            };
            let value = pair.get(1).as_string();
            let slot = db.map.entry(key.clone()).or_default();
            // What failed here is written over by what is on disk now.
            if slot.failed {
                slot.failed = false;
            }
            slot.value.clone_from(&value);
            db.journal.push(key.clone());
            changed.push((key, value));
        }
    });
    tell_listeners(changed);
}

fn tell_listeners(changed: Vec<(String, Option<String>)>) {
    let listeners: Vec<ListenFn> =
        LISTENERS.with_borrow(|l| l.iter().map(|(_, f)| f.clone()).collect());
    for (key, value) in changed {
        for f in &listeners {
            if let Ok(mut f) = f.try_borrow_mut() {
                f(Some(key.clone()), value.clone());
            }
        }
    }
}

impl Backend for Durable {
    fn get(&self, key: &str) -> Result<Option<String>, StorageTrouble> {
        DB.with_borrow(|db| {
            db.as_ref()
                .map(|db| db.map.get(key).and_then(|s| s.value.clone()))
                .ok_or(StorageTrouble::Unavailable)
        })
    }
    fn set(&self, key: &str, value: &str) -> Result<(), WriteError> {
        DB.with_borrow_mut(|db| {
            db.as_mut()
                .ok_or(WriteError::Refused)?
                .write(key, Some(value))
        })
    }
    fn remove(&self, key: &str) -> Result<(), WriteError> {
        DB.with_borrow_mut(|db| db.as_mut().ok_or(WriteError::Refused)?.write(key, None))
    }
    fn keys(&self) -> Vec<String> {
        DB.with_borrow(|db| {
            db.as_ref()
                .map(|db| {
                    db.map
                        .iter()
                        .filter(|(_, s)| s.value.is_some())
                        .map(|(k, _)| k.clone())
                        .collect()
                })
                .unwrap_or_default()
        })
    }
    fn mark(&self) -> usize {
        DB.with_borrow(|db| db.as_ref().map_or(0, |db| db.journal.len()))
    }
    fn changed_since(&self, mark: usize) -> Vec<String> {
        DB.with_borrow(|db| {
            db.as_ref()
                .and_then(|db| db.journal.get(mark..))
                .map(<[String]>::to_vec)
                .unwrap_or_default()
        })
    }
}

/// The values of `keys` (each under [`ON_DEMAND`]: not held in memory),
/// read from disk, or from memory while their write is not yet on disk;
/// `None` where nothing is stored.
///
/// # Errors
///
/// [`StorageTrouble::Unavailable`] when IndexedDB cannot be read.
pub async fn read_on_demand(keys: &[String]) -> Result<Vec<Option<String>>, StorageTrouble> {
    let mut out: Vec<Option<String>> = Vec::with_capacity(keys.len());
    let mut wanted = Vec::new();
    let db = DB.with_borrow(|db| {
        let db = db.as_ref()?;
        for (i, k) in keys.iter().enumerate() {
            match db.map.get(k).filter(|s| !s.on_disk) {
                Some(slot) => out.push(slot.value.clone()),
                None => {
                    out.push(None);
                    wanted.push(i);
                }
            }
        }
        Some(db.db.clone())
    });
    let db = db.ok_or(StorageTrouble::Unavailable)?;
    if wanted.is_empty() {
        return Ok(out);
    }
    let unavailable = |_| StorageTrouble::Unavailable;
    let tx = db.transaction_with_str(STORE).map_err(unavailable)?;
    let store = tx.object_store(STORE).map_err(unavailable)?;
    let requests = wanted
        .iter()
        .map(|&i| store.get(&JsValue::from_str(&keys[i])))
        .collect::<Result<Vec<_>, _>>()
        .map_err(unavailable)?;
    settled(&tx, ["complete", "abort"])
        .await
        .map_err(unavailable)?;
    for (&i, r) in wanted.iter().zip(requests) {
        out[i] = r.result().ok().and_then(|v| v.as_string());
    }
    Ok(out)
}

/// Reads the values under [`READ_LATER`] (left out of the opening read)
/// into memory, `batch` keys per transaction, and hands `each` the keys of
/// each batch that were new to memory. A key already in memory (written
/// here or heard from another tab, or removed since) keeps its value. Each
/// transaction is awaited, so that the page answers between batches.
///
/// # Errors
///
/// [`StorageTrouble::Unavailable`] when IndexedDB cannot be read; what was
/// read so far stays.
pub async fn read_later(
    batch: u32,
    mut each: impl FnMut(Vec<String>),
) -> Result<(), StorageTrouble> {
    let unavailable = |_| StorageTrouble::Unavailable;
    let mut after: Option<String> = None;
    loop {
        let db = DB
            .with_borrow(|db| db.as_ref().map(|d| d.db.clone()))
            .ok_or(StorageTrouble::Unavailable)?;
        let lower = JsValue::from_str(after.as_deref().unwrap_or(READ_LATER));
        let range = web_sys::IdbKeyRange::bound_with_lower_open_and_upper_open(
            &lower,
            &READ_LATER_END.into(),
            after.is_some(),
            true,
        )
        .map_err(unavailable)?;
        let tx = db.transaction_with_str(STORE).map_err(unavailable)?;
        let store = tx.object_store(STORE).map_err(unavailable)?;
        let keys = store
            .get_all_keys_with_key_and_limit(&range, batch)
            .map_err(unavailable)?;
        let values = store
            .get_all_with_key_and_limit(&range, batch)
            .map_err(unavailable)?;
        settled(&tx, ["complete", "abort"])
            .await
            .map_err(unavailable)?;
        let keys = Array::from(&keys.result().map_err(unavailable)?);
        let values = Array::from(&values.result().map_err(unavailable)?);
        let mut fresh = Vec::new();
        DB.with_borrow_mut(|db| {
            let Some(db) = db.as_mut() else {
                return;
            };
            for (k, v) in keys.iter().zip(values.iter()) {
                let (Some(k), Some(v)) = (k.as_string(), v.as_string()) else {
                    continue;
                };
                if let std::collections::btree_map::Entry::Vacant(slot) = db.map.entry(k) {
                    fresh.push(slot.key().clone());
                    slot.insert(Slot {
                        value: Some(v),
                        ..Slot::default()
                    });
                }
            }
        });
        let n = keys.length();
        each(fresh);
        if n < batch {
            return Ok(());
        }
        let Some(last) = keys.get(n - 1).as_string() else {
            return Ok(());
        };
        after = Some(last);
    }
}

/// A listener of other tabs' writes; removed when dropped.
pub struct Listener(u64);

impl Drop for Listener {
    fn drop(&mut self) {
        LISTENERS.with_borrow_mut(|l| l.retain(|(id, _)| *id != self.0));
    }
}

/// Calls `f(key, new value)` on every write another tab commits. `None`
/// without a store.
pub fn listen(f: impl FnMut(Option<String>, Option<String>) + 'static) -> Option<Listener> {
    store().ok()?;
    let id = NEXT.with_borrow_mut(|n| {
        *n += 1;
        *n
    });
    LISTENERS.with_borrow_mut(|l| l.push((id, Rc::new(RefCell::new(f)))));
    Some(Listener(id))
}

/// Lets `f` hear what is not on disk whenever that changes (`None`: no
/// one hears).
pub fn watch(f: Option<WatchFn>) {
    WATCHER.with_borrow_mut(|w| w.clone_from(&f));
    // What failed before (the copy from `localStorage`, say) is heard now.
    let now = DB.with_borrow(|db| db.as_ref().map(Db::durability));
    if let (Some(f), Some(d)) = (f, now) {
        f(d);
    }
}

/// Waits for `target`'s event `ok` (its result) or any other of `events`.
async fn settled(target: &web_sys::EventTarget, events: [&str; 2]) -> Result<(), JsValue> {
    let mut js = |resolve: js_sys::Function, reject: js_sys::Function| {
        let ok = events[0].to_string();
        let f = Closure::once_into_js(move |e: web_sys::Event| {
            let _ = if e.type_() == ok {
                resolve.call0(&JsValue::NULL)
            } else {
                reject.call0(&JsValue::NULL)
            };
        });
        for name in events {
            let _ = target.add_event_listener_with_callback(name, f.unchecked_ref());
        }
    };
    JsFuture::from(Promise::new(&mut js)).await.map(drop)
}

/// The values of earlier versions in `localStorage`.
fn local_values() -> Vec<(String, String)> {
    let Some(local) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return Vec::new();
    };
    let n = local.length().unwrap_or(0);
    (0..n)
        .filter_map(|i| local.key(i).ok().flatten())
        .filter(|k| k.starts_with("rochade."))
        .filter_map(|k| Some((k.clone(), local.get_item(&k).ok().flatten()?)))
        .collect()
}

fn forget_local(values: &[(String, String)]) {
    if let Some(local) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        for (k, _) in values {
            let _ = local.remove_item(k);
        }
    }
}

async fn read_all() -> Result<Db, JsValue> {
    let factory = web_sys::window()
        .ok_or(JsValue::NULL)?
        .indexed_db()?
        .ok_or(JsValue::NULL)?;
    let open = factory.open_with_u32(NAME, 1)?;
    let upgrade = {
        let open = open.clone();
        Closure::once_into_js(move || {
            if let Some(db) = open
                .result()
                .ok()
                .and_then(|r| r.dyn_into::<IdbDatabase>().ok())
            {
                let _ = db.create_object_store(STORE);
            }
        })
    };
    open.set_onupgradeneeded(Some(upgrade.unchecked_ref()));
    settled(&open, ["success", "error"]).await?;
    let db: IdbDatabase = open.result()?.dyn_into()?;
    let tx: IdbTransaction = db.transaction_with_str(STORE)?;
    let store = tx.object_store(STORE)?;
    // Everything but what is read later and on demand: the keys below,
    // between and above their prefixes.
    let below = web_sys::IdbKeyRange::upper_bound_with_open(&READ_LATER.into(), true)?;
    let between = web_sys::IdbKeyRange::bound_with_lower_open_and_upper_open(
        &READ_LATER_END.into(),
        &ON_DEMAND.into(),
        false,
        true,
    )?;
    let above = web_sys::IdbKeyRange::lower_bound_with_open(
        &format!("{ON_DEMAND}\u{10ffff}").into(),
        true,
    )?;
    let mut reads = Vec::new();
    for range in [&below, &between, &above] {
        reads.push((
            store.get_all_keys_with_key(range)?,
            store.get_all_with_key(range)?,
        ));
    }
    settled(&tx, ["complete", "abort"]).await?;
    let mut pairs = Vec::new();
    for (keys, values) in reads {
        pairs.push((Array::from(&keys.result()?), Array::from(&values.result()?)));
    }
    let mut map = BTreeMap::new();
    for (k, v) in pairs.iter().flat_map(|(k, v)| k.iter().zip(v.iter())) {
        if let (Some(k), Some(v)) = (k.as_string(), v.as_string()) {
            let value = Some(v);
            map.insert(
                k,
                Slot {
                    value,
                    ..Slot::default()
                },
            );
        }
    }
    Ok(Db {
        db,
        map,
        generation: 0,
        open: None,
        failure: None,
        channel: None,
        journal: Vec::new(),
    })
}

/// Opens IndexedDB, reads every value into memory and copies what earlier
/// versions left in `localStorage`. Without IndexedDB, [`store`] stays
/// unavailable and nothing is saved.
pub async fn open() {
    let Ok(mut db) = read_all().await else {
        return;
    };
    let local = local_values();
    let migrated = db.map.get(MIGRATED).is_some_and(|s| s.value.is_some());
    if let Ok(channel) = BroadcastChannel::new(NAME) {
        let on = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| heard(&e.data()));
        channel.set_onmessage(Some(on.as_ref().unchecked_ref()));
        // Heard for the page's whole life.
        on.forget();
        db.channel = Some(channel);
    }
    DB.with_borrow_mut(|d| *d = Some(db));
    if migrated {
        forget_local(&local);
        return;
    }
    let copy = DB.with_borrow_mut(|d| {
        let db = d.as_mut()?;
        let mut written = true;
        for (k, v) in &local {
            if db.map.get(k).is_none_or(|s| s.value.is_none()) {
                if let Err(e) = db.write(k, Some(v)) {
                    // Shown all the same, and written with the next
                    // transaction.
                    written = false;
                    db.failure = Some(failure(e));
                    let value = Some(v.clone());
                    let failed = true;
                    let generation = 0;
                    db.map.insert(
                        k.clone(),
                        Slot {
                            value,
                            generation,
                            failed,
                            on_disk: false,
                        },
                    );
                }
            }
        }
        written &= db.write(MIGRATED, Some("1")).is_ok();
        let open = db.open.as_ref().filter(|_| written)?;
        Some(open.store.transaction())
    });
    // Until the copy is on disk, `localStorage` keeps its values (and the
    // copy runs again at the next start); one that failed is written again
    // with the next transaction.
    if let Some(tx) = copy {
        if settled(&tx, ["complete", "abort"]).await.is_ok() {
            forget_local(&local);
        }
    }
}
