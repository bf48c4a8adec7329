//! Keeping an SSN: sealed, with its fingerprint and last four digits beside it.

use tenants::TenantTx;
use uuid::Uuid;

use super::form::SsnChange;
use super::queries::{self, SsnHolder, StoredSsn};
use crate::crypto::SecretBox;

/// Applies a sent SSN to the stored one of an employee or dependent.
pub async fn store(
    secrets: &SecretBox,
    tx: &mut TenantTx,
    holder: SsnHolder,
    id: Uuid,
    change: &SsnChange,
) -> Result<(), sqlx::Error> {
    match change {
        SsnChange::Keep => Ok(()),
        SsnChange::Clear => queries::clear_ssn(tx, holder, id).await,
        SsnChange::Set(digits) => {
            let stored = StoredSsn {
                sealed: secrets.encrypt(digits),
                fingerprint: secrets.fingerprint(digits),
                last4: &digits[5..],
            };
            queries::set_ssn(tx, holder, id, stored).await
        }
    }
}
