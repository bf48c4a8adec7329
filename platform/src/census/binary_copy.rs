//! Rows in PostgreSQL's binary COPY format: each value as the server keeps it, so that the
//! server has nothing to parse (no dates, uuids or hex to read from text).

use std::io::{self, Write};

use chrono::NaiveDate;
use uuid::Uuid;

/// Day 0 of PostgreSQL's dates.
fn pg_epoch() -> NaiveDate {
    NaiveDate::from_ymd_opt(2000, 1, 1).expect("a valid date")
}

pub struct BinaryCopy<W: Write> {
    out: W,
}

impl<W: Write> BinaryCopy<W> {
    /// Starts the stream (signature, no flags, no header extension).
    pub fn new(mut out: W) -> io::Result<Self> {
        out.write_all(b"PGCOPY\n\xff\r\n\0")?;
        out.write_all(&0i32.to_be_bytes())?;
        out.write_all(&0i32.to_be_bytes())?;
        Ok(Self { out })
    }

    /// Starts a row of `columns` values; exactly that many must follow.
    pub fn row(&mut self, columns: i16) -> io::Result<()> {
        self.out.write_all(&columns.to_be_bytes())
    }

    fn value(&mut self, bytes: Option<&[u8]>) -> io::Result<()> {
        match bytes {
            None => self.out.write_all(&(-1i32).to_be_bytes()),
            Some(b) => {
                let len = i32::try_from(b.len()).map_err(|_| {
                    io::Error::new(io::ErrorKind::InvalidInput, "a value over 2 GB")
                })?;
                self.out.write_all(&len.to_be_bytes())?;
                self.out.write_all(b)
            }
        }
    }

    /// A `text` value; an empty one is NULL (as in a CSV COPY).
    pub fn text(&mut self, v: Option<&str>) -> io::Result<()> {
        self.value(v.filter(|s| !s.is_empty()).map(str::as_bytes))
    }

    pub fn bytea(&mut self, v: Option<&[u8]>) -> io::Result<()> {
        self.value(v)
    }

    pub fn uuid(&mut self, v: Uuid) -> io::Result<()> {
        self.value(Some(v.as_bytes()))
    }

    pub fn bool(&mut self, v: Option<bool>) -> io::Result<()> {
        self.value(v.map(|b| if b { &[1u8][..] } else { &[0u8][..] }))
    }

    pub fn date(&mut self, v: Option<NaiveDate>) -> io::Result<()> {
        let days = v.map(|d| ((d - pg_epoch()).num_days() as i32).to_be_bytes());
        self.value(days.as_ref().map(|d| &d[..]))
    }

    pub fn int8(&mut self, v: Option<i64>) -> io::Result<()> {
        self.value(v.map(i64::to_be_bytes).as_ref().map(|b| &b[..]))
    }

    pub fn float4(&mut self, v: Option<f32>) -> io::Result<()> {
        self.value(v.map(f32::to_be_bytes).as_ref().map(|b| &b[..]))
    }

    /// Ends the stream and hands the output back.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.write_all(&(-1i16).to_be_bytes())?;
        self.out.flush()?;
        Ok(self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_written_as_postgresql_reads_it() {
        let mut copy = BinaryCopy::new(Vec::new()).unwrap();
        copy.row(7).unwrap();
        copy.text(Some("Zoë")).unwrap();
        copy.text(Some("")).unwrap();
        copy.date(NaiveDate::from_ymd_opt(1999, 12, 31)).unwrap();
        copy.bool(Some(true)).unwrap();
        copy.int8(Some(5_200_000)).unwrap();
        copy.uuid(Uuid::from_u128(1)).unwrap();
        copy.float4(None).unwrap();
        let out = copy.finish().unwrap();

        let mut expected = b"PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0".to_vec();
        expected.extend([0, 7]);
        expected.extend([0, 0, 0, 4, b'Z', b'o', 0xc3, 0xab]);
        expected.extend([0xff; 4]);
        expected.extend([0, 0, 0, 4, 0xff, 0xff, 0xff, 0xff]);
        expected.extend([0, 0, 0, 1, 1]);
        expected.extend([0, 0, 0, 8, 0, 0, 0, 0, 0, 0x4f, 0x58, 0x80]);
        expected.extend([0, 0, 0, 16]);
        expected.extend(Uuid::from_u128(1).as_bytes());
        expected.extend([0xff; 4]);
        expected.extend([0xff, 0xff]);
        assert_eq!(out, expected);
    }
}
