//! A file field of a multipart form read straight into memory, up to a limit. For files a
//! request reads whole anyway (a census): poem-openapi's `Upload` spools the field to a
//! temporary file in small blocking writes and the handler reads it back, which was most of the
//! time of a large census upload.

use std::borrow::Cow;

use poem::web::Field;
use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::types::multipart::Upload;
use poem_openapi::types::{ParseError, ParseFromMultipartField, ParseResult, Type};
use tokio::io::AsyncReadExt;

use crate::error::AppError;

/// The name to show for an uploaded file: the last part of the name the browser sent, without
/// control characters, at most 200 characters; `fallback` when nothing is left.
pub fn display_name(sent: Option<&str>, fallback: &str) -> String {
    let last = sent
        .map(|n| n.rsplit(['/', '\\']).next().unwrap_or(n))
        .unwrap_or("");
    let name: String = last.chars().filter(|c| !c.is_control()).take(200).collect();
    if name.trim().is_empty() {
        fallback.to_string()
    } else {
        name
    }
}

/// A file of a multipart form read whole, with the name to show for it (`fallback` when the
/// browser sent none); a file over `limit` bytes is refused with 413 and `too_large`.
pub async fn read_whole(
    file: Upload,
    fallback: &str,
    limit: usize,
    too_large: &str,
) -> Result<(String, Vec<u8>), AppError> {
    let name = display_name(file.file_name(), fallback);
    if file.size() > limit {
        return Err(AppError::PayloadTooLarge(too_large.into()));
    }
    let bytes = file
        .into_vec()
        .await
        .map_err(|e| AppError::field("file", format!("the upload could not be read: {e}")))?;
    Ok((name, bytes))
}

pub struct FileField<const LIMIT: usize> {
    file_name: Option<String>,
    /// The bytes; `None` when the file was larger than `LIMIT` (the rest was read and dropped).
    bytes: Option<Vec<u8>>,
}

impl<const LIMIT: usize> FileField<LIMIT> {
    pub fn file_name(&self) -> Option<&str> {
        self.file_name.as_deref()
    }

    /// The file's bytes, or `None` when it is larger than `LIMIT`.
    pub fn into_bytes(self) -> Option<Vec<u8>> {
        self.bytes
    }
}

impl<const LIMIT: usize> Type for FileField<LIMIT> {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        "string_binary".into()
    }

    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema::new_with_format("string", "binary")))
    }

    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        Some(self)
    }

    fn raw_element_iter<'a>(
        &'a self,
    ) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(self.as_raw_value().into_iter())
    }
}

impl<const LIMIT: usize> ParseFromMultipartField for FileField<LIMIT> {
    async fn parse_from_multipart(field: Option<Field>) -> ParseResult<Self> {
        let field = field.ok_or_else(ParseError::expected_input)?;
        let file_name = field.file_name().map(str::to_string);
        let mut reader = field.into_async_read();
        let mut bytes = Vec::new();
        (&mut reader)
            .take(LIMIT as u64 + 1)
            .read_to_end(&mut bytes)
            .await
            .map_err(ParseError::custom)?;
        if bytes.len() <= LIMIT {
            return Ok(Self {
                file_name,
                bytes: Some(bytes),
            });
        }
        // Read to the end, so that the client gets the answer rather than a broken connection.
        drop(bytes);
        tokio::io::copy(&mut reader, &mut tokio::io::sink())
            .await
            .map_err(ParseError::custom)?;
        Ok(Self {
            file_name,
            bytes: None,
        })
    }
}

impl<const LIMIT: usize> std::fmt::Debug for FileField<LIMIT> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FileField")
            .field("file_name", &self.file_name)
            .field("bytes", &self.bytes.as_ref().map(Vec::len))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use poem::test::{TestClient, TestForm, TestFormField};
    use poem_openapi::payload::PlainText;
    use poem_openapi::{Multipart, OpenApi, OpenApiService};

    use super::*;

    #[derive(Debug, Multipart)]
    struct Form {
        file: FileField<8>,
    }

    struct Api;

    #[OpenApi]
    impl Api {
        #[oai(path = "/", method = "post")]
        async fn read(&self, form: Form) -> PlainText<String> {
            let name = form.file.file_name().unwrap_or("-").to_string();
            PlainText(match form.file.into_bytes() {
                Some(bytes) => format!("{name}: {}", String::from_utf8_lossy(&bytes)),
                None => format!("{name}: too large"),
            })
        }
    }

    async fn send(content: &str) -> String {
        let client = TestClient::new(OpenApiService::new(Api, "t", "1"));
        let form = TestForm::new().field(
            TestFormField::bytes(content.as_bytes().to_vec())
                .name("file")
                .filename("f.csv"),
        );
        let resp = client.post("/").multipart(form).send().await;
        resp.assert_status_is_ok();
        resp.0.into_body().into_string().await.unwrap()
    }

    #[tokio::test]
    async fn a_file_up_to_the_limit_is_read_whole_and_a_larger_one_is_refused() {
        assert_eq!(send("a,b\n1,2\n").await, "f.csv: a,b\n1,2\n");
        assert_eq!(send("a,b\n1,2\n3").await, "f.csv: too large");
        assert_eq!(send("").await, "f.csv: ");
    }
}
