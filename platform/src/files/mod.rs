//! Stored files (logos, documents) through object_store: local disk under `var/files` by
//! default.
//!
//! A file is written before the transaction that refers to it commits, so a file whose
//! transaction fails or never ends would be kept with nothing referring to it. Uploads therefore
//! store with [`FileStore::put_pending`] and [`settle`] the key in their transaction; the daily
//! clean-up deletes what stays pending ([`FileStore::sweep_unsettled`]).

mod queries;

use std::sync::Arc;

use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};
use sqlx::{PgConnection, PgPool};

#[derive(Clone)]
pub struct FileStore {
    store: Arc<dyn ObjectStore>,
    /// Records pending keys. A pool of its own: an upload records its key while it holds a
    /// transaction from the request pool, and must not wait for a second connection from it.
    ledger: PgPool,
}

/// Connections the pending-file records use, beside the request pool.
const LEDGER_CONNECTIONS: u32 = 2;

#[derive(Debug, thiserror::Error)]
#[error("file storage: {0}")]
pub struct FileError(String);

impl FileStore {
    /// Files under `dir`, their pending keys recorded in the database `pool` reaches.
    pub fn local(dir: &std::path::Path, pool: &PgPool) -> Result<Self, FileError> {
        std::fs::create_dir_all(dir)
            .map_err(|e| FileError(format!("creating {}: {e}", dir.display())))?;
        let store = LocalFileSystem::new_with_prefix(dir).map_err(|e| FileError(e.to_string()))?;
        let ledger = crate::db::pool_options(LEDGER_CONNECTIONS)
            .connect_lazy_with((*pool.connect_options()).clone());
        Ok(Self {
            store: Arc::new(store),
            ledger,
        })
    }

    pub async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<(), FileError> {
        self.store
            .put(&Path::from(key), PutPayload::from(bytes))
            .await
            .map_err(|e| FileError(e.to_string()))?;
        Ok(())
    }

    /// Stores a file that a transaction is about to refer to: its key is recorded as pending
    /// first, on its own, so that the file is found and deleted if that transaction never
    /// commits. The transaction calls [`settle`].
    pub async fn put_pending(&self, key: &str, bytes: Vec<u8>) -> Result<(), FileError> {
        queries::record_pending(&self.ledger, key)
            .await
            .map_err(|e| FileError(e.to_string()))?;
        self.put(key, bytes).await
    }

    /// Deletes the files left pending for longer than `after` (their transaction failed or its
    /// server died), then their records; how many there were.
    pub async fn sweep_unsettled(&self, after: std::time::Duration) -> Result<usize, FileError> {
        let keys = queries::unsettled(&self.ledger, after)
            .await
            .map_err(|e| FileError(e.to_string()))?;
        for key in &keys {
            self.delete(key).await?;
        }
        queries::forget(&self.ledger, &keys)
            .await
            .map_err(|e| FileError(e.to_string()))?;
        Ok(keys.len())
    }

    /// Deletes a file; one that is not there is already deleted.
    pub async fn delete(&self, key: &str) -> Result<(), FileError> {
        match self.store.delete(&Path::from(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(FileError(e.to_string())),
        }
    }

    /// Deletes every file under `prefix` (a folder of keys); how many there were.
    pub async fn delete_prefix(&self, prefix: &str) -> Result<usize, FileError> {
        use futures_util::TryStreamExt;
        let listed: Vec<object_store::ObjectMeta> = self
            .store
            .list(Some(&Path::from(prefix)))
            .try_collect()
            .await
            .map_err(|e| FileError(e.to_string()))?;
        for meta in &listed {
            self.delete(meta.location.as_ref()).await?;
        }
        Ok(listed.len())
    }

    pub async fn get(&self, key: &str) -> Result<Option<Vec<u8>>, FileError> {
        match self.store.get(&Path::from(key)).await {
            Ok(result) => Ok(Some(
                result
                    .bytes()
                    .await
                    .map_err(|e| FileError(e.to_string()))?
                    .to_vec(),
            )),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(FileError(e.to_string())),
        }
    }
}

/// In the transaction that refers to a file stored with [`FileStore::put_pending`]: the file is
/// kept once this transaction commits.
pub async fn settle(conn: &mut PgConnection, key: &str) -> Result<(), sqlx::Error> {
    queries::settle(conn, key).await
}
