//! How the process's allocator is set up, before any thread starts.
//!
//! glibc's malloc gives threads up to eight arenas per core, and memory freed into one arena is
//! reused only by the threads that land on it. Under a long mixed load (async workers, blocking
//! threads, the census thread) the server's RSS kept rising about a megabyte every minute and a
//! half, and a 100,000-employee import peaked near 300 MB; with one arena per core it rose a
//! third as fast from a lower start, the import peaked at 270 MB, and neither was slower.
//!
//! glibc also raises the size from which a block gets its own mapping each time such a block is
//! freed, up to 32 MB. After the first large census, the next one's buffers (the file, its
//! cells, the people) came from the arenas instead, where they fragment and stay: seven
//! 100,000-employee imports into one server peaked at 285 MB, and at 265 MB with the size held
//! at a megabyte, each such block handed back to the system when it is freed.

/// Blocks from this size get their own mapping, returned to the system when freed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const OWN_MAPPING_BYTES: libc::c_int = 1 << 20;

/// Limits malloc to one arena per core and holds the size of a block that gets its own mapping
/// at [`OWN_MAPPING_BYTES`]. `MALLOC_ARENA_MAX` and `MALLOC_MMAP_THRESHOLD_` in the environment
/// win.
pub fn configure_malloc() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let unset = |name: &str| std::env::var_os(name).is_none();
        if unset("MALLOC_ARENA_MAX") {
            let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
            let arenas = libc::c_int::try_from(cores).unwrap_or(libc::c_int::MAX);
            // SAFETY: mallopt only sets an allocator parameter; it is called before other
            // threads run.
            unsafe {
                libc::mallopt(libc::M_ARENA_MAX, arenas);
            }
        }
        if unset("MALLOC_MMAP_THRESHOLD_") {
            // SAFETY: as above.
            unsafe {
                libc::mallopt(libc::M_MMAP_THRESHOLD, OWN_MAPPING_BYTES);
            }
        }
    }
}
