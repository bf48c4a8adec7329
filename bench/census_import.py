"""One census import through the HTTP API, timed from a client that is already running: upload
the file, confirm the guessed columns (the check), commit and wait for the commit's job. Prints
"upload check commit" in seconds and leaves the finished job's JSON and the check's answer in
the given files. The job is polled every 20 ms on the same kept-alive connection, the way the
portal waits for it.

usage: census_import.py PORT HOST COOKIE_JAR GROUP_ID CENSUS_FILE CHECK_OUT JOB_OUT
"""
import http.client
import json
import sys
import time
import uuid

port, host, jar, group, census, check_out, job_out = sys.argv[1:]

cookies = []
for line in open(jar):
    if line.startswith("#HttpOnly_"):
        line = line[len("#HttpOnly_"):]
    elif line.startswith("#") or not line.strip():
        continue
    fields = line.rstrip("\n").split("\t")
    cookies.append(f"{fields[5]}={fields[6]}")
headers = {"Host": host, "Cookie": "; ".join(cookies), "x-canopy-csrf": "1"}
conn = http.client.HTTPConnection("localhost", int(port))


def call(method, path, body=None, content_type="application/json"):
    sent = dict(headers)
    if body is not None:
        sent["Content-Type"] = content_type
    conn.request(method, f"/api{path}", body=body, headers=sent)
    answer = conn.getresponse()
    text = answer.read()
    if answer.status >= 300:
        sys.exit(f"{method} {path}: {answer.status} {text.decode(errors='replace')}")
    return json.loads(text)


boundary = uuid.uuid4().hex
upload = b"".join([
    f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"census.csv\"\r\n"
    "Content-Type: text/csv\r\n\r\n".encode(),
    open(census, "rb").read(),
    f"\r\n--{boundary}--\r\n".encode(),
])

t0 = time.monotonic()
draft = call("POST", f"/groups/{group}/census", upload, f"multipart/form-data; boundary={boundary}")
t1 = time.monotonic()
# Reading the answer and choosing the columns is the user's time, not the server's.
mapping = json.dumps({"columns": [{"index": c["index"], "field": c.get("field")} for c in draft["columns"]]})
t1b = time.monotonic()
checked = call("PUT", f"/census-imports/{draft['id']}/mapping", mapping)
t2 = time.monotonic()
job_id = call("POST", f"/census-imports/{draft['id']}/commit")["job_id"]
while True:
    job = call("GET", f"/jobs/{job_id}")
    if job["status"] in ("succeeded", "failed"):
        break
    time.sleep(0.02)
t3 = time.monotonic()

json.dump(checked, open(check_out, "w"))
json.dump(job, open(job_out, "w"))
print(f"{t1 - t0:.4f} {t2 - t1b:.4f} {t3 - t2:.4f}")
