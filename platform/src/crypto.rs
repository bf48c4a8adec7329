//! Random tokens, their hashes, and encryption of secrets at rest (AES-256-GCM).

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::{Digest, Sha256};

/// A random 256-bit token, hex-encoded (for cookies and links).
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

pub fn sha256(text: &str) -> Vec<u8> {
    Sha256::digest(text.as_bytes()).to_vec()
}

#[derive(Debug, thiserror::Error)]
pub enum SecretError {
    #[error("the secret key must be 32 bytes, base64-encoded")]
    BadKey,
    #[error("the stored secret cannot be decrypted with this key")]
    Decrypt,
}

/// Encrypts and decrypts small secrets (SSO client secrets, SSNs) with one key.
#[derive(Clone)]
pub struct SecretBox {
    cipher: Aes256Gcm,
    key: [u8; 32],
}

impl SecretBox {
    pub fn new(key: &[u8; 32]) -> Self {
        Self {
            cipher: Aes256Gcm::new(key.into()),
            key: *key,
        }
    }

    pub fn from_base64(text: &str) -> Result<Self, SecretError> {
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(text.trim())
            .map_err(|_| SecretError::BadKey)?;
        let key: [u8; 32] = bytes.try_into().map_err(|_| SecretError::BadKey)?;
        Ok(Self::new(&key))
    }

    pub fn generate_key_base64() -> String {
        let mut key = [0u8; 32];
        rand::rng().fill_bytes(&mut key);
        base64::engine::general_purpose::STANDARD.encode(key)
    }

    /// A keyed fingerprint (HMAC-SHA-256) of a secret, to find equal values (the same SSN)
    /// without decrypting; useless without the key.
    pub fn fingerprint(&self, plain: &str) -> Vec<u8> {
        let mut mac =
            <Hmac<Sha256> as Mac>::new_from_slice(&self.key).expect("HMAC takes any key length");
        mac.update(b"canopy-fingerprint:");
        mac.update(plain.as_bytes());
        mac.finalize().into_bytes().to_vec()
    }

    /// nonce (12 bytes) ‖ ciphertext+tag.
    pub fn encrypt(&self, plain: &str) -> Vec<u8> {
        let mut nonce = [0u8; 12];
        rand::rng().fill_bytes(&mut nonce);
        let mut out = nonce.to_vec();
        out.extend(
            self.cipher
                .encrypt(Nonce::from_slice(&nonce), plain.as_bytes())
                .expect("AES-GCM encryption"),
        );
        out
    }

    pub fn decrypt(&self, sealed: &[u8]) -> Result<String, SecretError> {
        if sealed.len() < 12 + 16 {
            return Err(SecretError::Decrypt);
        }
        let (nonce, body) = sealed.split_at(12);
        let plain = self
            .cipher
            .decrypt(Nonce::from_slice(nonce), body)
            .map_err(|_| SecretError::Decrypt)?;
        String::from_utf8(plain).map_err(|_| SecretError::Decrypt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_tamper() {
        let sb = SecretBox::from_base64(&SecretBox::generate_key_base64()).unwrap();
        let sealed = sb.encrypt("s3cret");
        assert_eq!(sb.decrypt(&sealed).unwrap(), "s3cret");
        assert_ne!(sealed, sb.encrypt("s3cret"), "fresh nonce each time");
        let mut bad = sealed.clone();
        *bad.last_mut().unwrap() ^= 1;
        assert!(sb.decrypt(&bad).is_err());
        let other = SecretBox::from_base64(&SecretBox::generate_key_base64()).unwrap();
        assert!(other.decrypt(&sealed).is_err());
        assert!(SecretBox::from_base64("c2hvcnQ=").is_err());
        assert_eq!(sb.fingerprint("123456789"), sb.fingerprint("123456789"));
        assert_ne!(sb.fingerprint("123456789"), other.fingerprint("123456789"));
    }

    #[test]
    fn tokens() {
        let t = random_token();
        assert_eq!(t.len(), 64);
        assert_eq!(sha256(&t).len(), 32);
    }
}
