#!/usr/bin/env python3
"""End-to-end browser tests with Debian's Chromium in headless mode, driven over the
WebDriver protocol (chromium-driver) with nothing but the standard library:
  1. `rulebook serve` a game, start a game against a bot, play by clicking a space and
     move buttons until the game ends, check the board changed, take screenshots;
  2. a log written by `sim --record` as `rulebook replay` HTML loads and steps;
  3. every game under games/, served (a new game against bots) and replayed (a random
     game), at 390, 1280 and 1920 pixels wide: the board drawing lies wholly inside the
     window (its bounding box), with a screenshot of each (OUT_DIR/fit_*.png);
  4. a POTLUCK player's sheet hidden with its checkbox leaves the drawing.
Chromium is installed with apt-get when it is missing and this runs as root; where it
cannot be, the test says so and exits 77 (ctest: skipped).
Usage: browser_test.py RULEBOOK SOURCE_DIR OUT_DIR"""
import base64, json, os, shutil, socket, subprocess, sys, tempfile, time, urllib.request

SKIP = 77


def ensure_chromium():
    if shutil.which("chromium") and shutil.which("chromedriver"):
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        print("installing chromium and chromium-driver with apt-get ...", flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "install", "-y", "-q", "chromium", "chromium-driver"], env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        print("SKIPPED: Chromium (chromium, chromium-driver) is not installed and cannot be installed here")
        sys.exit(SKIP)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http(method, url, body=None, timeout=30):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return json.loads(r.read() or b"{}")


def wait_for(what, check, seconds=20):
    end = time.time() + seconds
    while time.time() < end:
        try:
            value = check()
            if value:
                return value
        except Exception:
            pass
        time.sleep(0.2)
    raise AssertionError("timed out waiting for " + what)


class Browser:
    ELEMENT = "element-6066-11e4-a52e-4f735466cecf"

    def __init__(self):
        self.port = free_port()
        self.proc = subprocess.Popen(["chromedriver", "--port=%d" % self.port], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = "http://127.0.0.1:%d" % self.port
        wait_for("chromedriver", lambda: http("GET", self.base + "/status")["value"]["ready"])
        caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": {
            "binary": shutil.which("chromium"),
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000"]}}}}
        self.session = self.base + "/session/" + http("POST", self.base + "/session", caps, 60)["value"]["sessionId"]

    def go(self, url):
        http("POST", self.session + "/url", {"url": url})

    def run(self, script, *args):
        return http("POST", self.session + "/execute/sync", {"script": script, "args": list(args)})["value"]

    def find(self, css):
        return http("POST", self.session + "/element", {"using": "css selector", "value": css})["value"][self.ELEMENT]

    def click(self, css):
        http("POST", self.session + "/element/%s/click" % self.find(css), {})

    def resize(self, width, height):
        http("POST", self.session + "/window/rect", {"width": width, "height": height})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(http("GET", self.session + "/screenshot")["value"]))

    def close(self):
        try:
            http("DELETE", self.session)
        finally:
            self.proc.terminate()


def board(b):
    return b.run("return document.getElementById('board').innerHTML;")


def count(b, css):
    return b.run("return document.querySelectorAll(arguments[0]).length;", css)


def text(b, element_id):
    return b.run("return document.getElementById(arguments[0]).textContent;", element_id)


WIDTHS = [(390, 844), (1280, 800), (1920, 1080)]


def board_box(b):
    """The board drawing's box and the window's inner size, in CSS pixels."""
    return b.run("""const s = document.querySelector('#board svg');
        if (!s) return null;
        const r = s.getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width,
                view_w: document.documentElement.clientWidth, view_h: document.documentElement.clientHeight};""")


def check_fits(b, what, shot):
    box = wait_for("the board of " + what, lambda: board_box(b))
    b.screenshot(shot)
    inside = box["left"] >= -0.5 and box["top"] >= -0.5 and box["right"] <= box["view_w"] + 0.5 and box["bottom"] <= box["view_h"] + 0.5
    assert inside, "%s: the board (%s) runs out of the window (%dx%d); see %s" % (
        what, {k: round(box[k]) for k in ("left", "top", "right", "bottom")}, box["view_w"], box["view_h"], shot)
    assert box["width"] >= 0.25 * box["view_w"], "%s: the board is only %d px wide in %d" % (what, box["width"], box["view_w"])


def games(source):
    root = os.path.join(source, "games")
    return sorted(g for g in os.listdir(root) if os.path.isfile(os.path.join(root, g, "game.yaml")))


def test_replays_fit(b, rulebook, source, out, work):
    for game in games(source):
        logs = os.path.join(work, "fit_logs_" + game)
        subprocess.run([rulebook, "sim", os.path.join(source, "games", game), "--games", "1", "--record", logs],
                       check=True, stdout=subprocess.DEVNULL)
        page = os.path.join(work, game + ".html")
        subprocess.run([rulebook, "replay", os.path.join(logs, "game_0.jsonl"), "-o", page, "--to", "40"],
                       check=True, stderr=subprocess.DEVNULL)
        for width, height in WIDTHS:
            b.resize(width, height)
            b.go("file://" + page)
            wait_for("the replay of " + game, lambda: text(b, "where").startswith("step 0 of "))
            b.click("#last")
            check_fits(b, "replay of %s at %d px" % (game, width), os.path.join(out, "fit_replay_%s_%d.png" % (game, width)))
    print("replay: the board fits at %s px for %s" % (", ".join(str(w) for w, _ in WIDTHS), ", ".join(games(source))))


def test_areas_hide(b, out, work):
    """A player's sheet hidden with its checkbox leaves the drawing, and the rest is laid out again."""
    b.resize(1920, 1080)
    b.go("file://" + os.path.join(work, "potluck.html"))
    wait_for("the POTLUCK replay", lambda: count(b, "#areas input") >= 3)
    before = b.run("return document.querySelector('#board svg').getAttribute('viewBox');")
    b.run("""for (const l of document.querySelectorAll('#areas label'))
               if (l.textContent.trim() === 'sheet · player 2') l.querySelector('input').click();""")
    after = b.run("return document.querySelector('#board svg').getAttribute('viewBox');")
    hidden = b.run("return getComputedStyle(document.querySelector('[data-area=\"sheet · player 2\"]')).display;")
    assert hidden == "none" and after != before, "hiding a sheet changed nothing: %s -> %s (%s)" % (before, after, hidden)
    check_fits(b, "POTLUCK replay with a sheet hidden", os.path.join(out, "areas_potluck_hidden.png"))
    print("areas: a hidden sheet leaves the drawing (viewBox %s -> %s)" % (before, after))


def test_served_fit(b, rulebook, source, out, work):
    for game in games(source):
        port = free_port()
        server = subprocess.Popen([rulebook, "serve", os.path.join(source, "games", game), "--port", str(port),
                                   "--save", os.path.join(work, "fit_saves_" + game)], stderr=subprocess.DEVNULL)
        try:
            url = "http://127.0.0.1:%d/" % port
            wait_for("the server of " + game, lambda: http("GET", url + "api/info"))
            for width, height in WIDTHS:
                b.resize(width, height)
                b.go(url)
                wait_for("the page", lambda: text(b, "title") != "Rulebook")
                if width == WIDTHS[0][0]:
                    b.run("document.getElementById('bots').value = '';")  # hot-seat: any number of players
                    b.click("#new")
                check_fits(b, "served %s at %d px" % (game, width), os.path.join(out, "fit_serve_%s_%d.png" % (game, width)))
        finally:
            server.terminate()
            server.wait()
    print("serve: the board fits at %s px for every game" % ", ".join(str(w) for w, _ in WIDTHS))


def test_serve(b, rulebook, source, out, work):
    port = free_port()
    server = subprocess.Popen([rulebook, "serve", os.path.join(source, "games", "tictactoe"), "--port", str(port),
                               "--save", os.path.join(work, "saves")], stderr=subprocess.DEVNULL)
    try:
        url = "http://127.0.0.1:%d/" % port
        wait_for("the server", lambda: http("GET", url + "api/info"))
        b.go(url)
        wait_for("the page", lambda: text(b, "title") != "Rulebook")
        b.run("document.getElementById('bots').value = '2:random';")
        b.click("#new")
        wait_for("legal moves", lambda: count(b, "#moves .move") == 9)
        before = board(b)
        b.screenshot(os.path.join(out, "serve_start.png"))
        b.click('[data-space="b2"]')  # a click on a space with one legal move plays it
        wait_for("the bot's answer", lambda: count(b, "#log li") == 2)
        assert board(b) != before, "the board did not change after a click"
        assert "b2" in text(b, "log"), text(b, "log")
        for _ in range(5):
            # the bots think on the server's own pool: the page polls until the seat's turn comes
            wait_for("seat 1's turn", lambda: count(b, "#moves .move") > 0 or text(b, "status").startswith("game over"))
            if text(b, "status").startswith("game over"):
                break
            played = count(b, "#log li")
            b.click("#moves .move")
            wait_for("a move played", lambda: count(b, "#log li") > played)
        assert text(b, "status").startswith("game over"), "the game did not end: " + text(b, "status")
        assert "player 1" in text(b, "status") and "score" in text(b, "status"), "no final scores: " + text(b, "status")
        b.screenshot(os.path.join(out, "serve_end.png"))
        print("serve: played to the end by clicking (%d moves); screenshots serve_start.png, serve_end.png" % count(b, "#log li"))
    finally:
        server.terminate()


def test_replay(b, rulebook, source, out, work):
    logs = os.path.join(work, "logs")
    subprocess.run([rulebook, "sim", os.path.join(source, "games", "tictactoe"), "--games", "1", "--record", logs],
                   check=True, stdout=subprocess.DEVNULL)
    page = os.path.join(work, "game.html")
    subprocess.run([rulebook, "replay", os.path.join(logs, "game_0.jsonl"), "-o", page], check=True, stderr=subprocess.DEVNULL)
    b.go("file://" + page)
    wait_for("the replay", lambda: text(b, "where").startswith("step 0 of "))
    start = board(b)
    b.click("#forward")
    b.click("#forward")
    assert text(b, "where").startswith("step 2 of "), text(b, "where")
    assert board(b) != start, "stepping did not change the board"
    b.click("#back")
    assert text(b, "where").startswith("step 1 of "), text(b, "where")
    b.click("#last")
    total = text(b, "where").split(" of ")[1].split(" ")[0]
    assert text(b, "where").startswith("step %s of %s" % (total, total)), text(b, "where")
    b.screenshot(os.path.join(out, "replay_end.png"))
    print("replay: loads and steps through %s moves; screenshot replay_end.png" % total)


def main():
    rulebook, source, out = sys.argv[1:4]
    ensure_chromium()
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="rulebook-browser-")
    b = Browser()
    try:
        test_serve(b, rulebook, source, out, work)
        test_replay(b, rulebook, source, out, work)
        test_replays_fit(b, rulebook, source, out, work)
        test_areas_hide(b, out, work)
        test_served_fit(b, rulebook, source, out, work)
    finally:
        b.close()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
