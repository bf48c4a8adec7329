//! Password hashing off the request's thread: argon2id is CPU-heavy by design.

use crate::auth::password;
use crate::error::AppError;

pub async fn hash(given: &str) -> Result<String, AppError> {
    let given = given.to_string();
    tokio::task::spawn_blocking(move || password::hash(&given))
        .await
        .map_err(|e| AppError::Internal(e.to_string()))
}

pub async fn verify(given: &str, phc: String) -> Result<bool, AppError> {
    let given = given.to_string();
    tokio::task::spawn_blocking(move || password::verify(&given, &phc))
        .await
        .map_err(|e| AppError::Internal(e.to_string()))
}
