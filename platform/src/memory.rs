//! How the process's allocator is set up, before any thread starts.
//!
//! glibc's malloc gives threads up to eight arenas per core, and memory freed into one arena is
//! reused only by the threads that land on it. Under a long mixed load (async workers, blocking
//! threads, the census thread) the server's RSS kept rising about a megabyte every minute and a
//! half, and a 100,000-employee import peaked near 300 MB; with one arena per core it rose a
//! third as fast from a lower start, the import peaked at 270 MB, and neither was slower.

/// Limits malloc to one arena per core. A `MALLOC_ARENA_MAX` in the environment wins.
pub fn limit_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let arenas = libc::c_int::try_from(cores).unwrap_or(libc::c_int::MAX);
        // SAFETY: mallopt only sets an allocator parameter; it is called before other threads run.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, arenas);
        }
    }
}
