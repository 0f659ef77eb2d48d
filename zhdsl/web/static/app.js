// The workbench page: one more client of zhdsl serve's JSON-RPC protocol (docs/protocol.md), spoken
// over the WebSocket /rpc. It checks the card set as the designer types (check), previews its cards
// (load_cardset + new_game: the game info's card faces and readings) and plays it (new_game,
// legal_actions, apply_action, observe, events, result) against a bot that picks at random.
"use strict";

// ---- the protocol ---------------------------------------------------------------------------------

class RpcError extends Error {
  constructor(error) {
    super(error.message);
    this.code = error.code;
    this.data = error.data || {};
  }
}

class Rpc {
  constructor(url) {
    this.url = url;
    this.next = 1;
    this.pending = new Map();
    this.ready = new Promise((resolve, reject) => {
      this.ws = new WebSocket(url);
      this.ws.onopen = () => resolve();
      this.ws.onerror = () => reject(new Error("无法连接到 zhdsl web 服务器"));
      this.ws.onclose = () => {
        setConnection("连接已断开：请重新运行 zhdsl web 并刷新页面", true);
        for (const { reject: fail } of this.pending.values()) fail(new Error("连接已断开"));
        this.pending.clear();
      };
      this.ws.onmessage = (event) => this.receive(event.data);
    });
  }

  receive(text) {
    let message;
    try { message = JSON.parse(text); } catch (e) { return; }
    const waiter = this.pending.get(message.id);
    if (waiter === undefined) {
      if (message.error) showPlayError(message.error.message);  // an answer to no request (a refused message)
      return;
    }
    this.pending.delete(message.id);
    if (message.error) waiter.reject(new RpcError(message.error));
    else waiter.resolve(message.result);
  }

  async call(method, params = {}) {
    await this.ready;
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    });
  }

  async close(handle) {
    if (!handle) return;
    try { await this.call("close", { handle }); } catch (e) { /* already closed */ }
  }
}

// ---- small helpers --------------------------------------------------------------------------------

const $ = (id) => document.getElementById(id);

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function setConnection(text, bad = false) {
  $("connection").textContent = text;
  $("connection").style.color = bad ? "#f99" : "";
}

function showPlayError(text) { $("play-error").textContent = text || ""; }

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = el("a", { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// A seeded random number generator (mulberry32): the same seed, the same bot.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- state ----------------------------------------------------------------------------------------

const rpc = new Rpc(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/rpc`);
const state = {
  games: [],          // the server's `games`
  game: null,         // the chosen game's id
  kind: "cardset",    // what the editor holds: "cardset" (a TOML file) or "text" (card texts, one a line)
  checkSeq: 0,        // the latest check: older answers are dropped
  preview: { cardset: null, game: null },
  bundled: new Map(), // game id -> card-set handles of its bundled sets
  play: null,         // the running game: { token, handle, info, seat, watch, cursor, events }
  playToken: 0,
};

const TEMPLATES = {
  zongheng: `["卡组"]
"名称" = "我的卡组"

[["通用牌"]]
"类别" = "行动"
"名称" = "丰年"
"点数" = 2
"精力" = "1绿"
"效果" = "生产2财富。"
"数量" = 10
`,
};

function template(game) {
  if (state.kind === "text") return "# 每行一段效果文本\n回合开始：抽1张牌。\n";
  return TEMPLATES[game] || `["卡组"]\n"名称" = "我的卡组"\n"游戏" = "${game}"\n`;
}

// Card texts (one a line; `#` starts a comment line) as the card set they are played in: each a
// 行动 card 「试作N」 of 3 points costing 1黑, five copies (纵横坛 only: other games' sets differ).
const TRIAL = { category: "行动", point: 3, energy: "1黑", copies: 5 };

function textLines(source) {
  return source.split("\n").map((text, i) => ({ line: i + 1, text }))
    .filter((l) => l.text.trim() && !l.text.trim().startsWith("#"));
}

function trialCardset(source) {
  const quote = (s) => JSON.stringify(s);
  let toml = `["卡组"]\n"名称" = "试作"\n`;
  textLines(source).forEach((l, i) => {
    toml += `\n[["通用牌"]]\n"类别" = ${quote(TRIAL.category)}\n"名称" = ${quote(`试作${i + 1}`)}\n"点数" = ${TRIAL.point}\n` +
      `"精力" = ${quote(TRIAL.energy)}\n"效果" = ${quote(l.text.trim())}\n"数量" = ${TRIAL.copies}\n`;
  });
  return toml;
}

// The TOML that is played: the file itself, or the card texts made into 试作 cards.
function playedToml() {
  return state.kind === "text" ? trialCardset($("source").value) : $("source").value;
}

// ---- writing: diagnostics as you type -------------------------------------------------------------

// A diagnostic's 1-based line and code-point column -> an index into the JS (UTF-16) string.
function offsetOf(lines, line, column) {
  let offset = 0;
  const index = Math.min(Math.max(line - 1, 0), lines.length - 1);
  for (let i = 0; i < index; i++) offset += lines[i].length + 1;
  const chars = Array.from(lines[index]);
  return offset + chars.slice(0, Math.max(column - 1, 0)).join("").length;
}

function renderHighlight(source, diagnostics) {
  const lines = source.split("\n");
  const marks = diagnostics.map((d) => {
    let start = offsetOf(lines, d.line, d.column);
    let end = offsetOf(lines, d.end_line, d.end_column);
    if (end <= start) {  // an empty range: mark the character there (or the one before, at a line's end)
      end = start + 1;
      if (start >= source.length || source[start] === "\n") { start = Math.max(0, start - 1); end = start + 1; }
    }
    return { start, end, severity: d.severity };
  }).sort((a, b) => a.start - b.start);
  const pre = $("highlight");
  pre.textContent = "";
  let at = 0;
  for (const m of marks) {
    if (m.start < at) continue;  // overlapping ranges: the first one is shown
    pre.append(source.slice(at, m.start));
    pre.append(el("mark", { class: `diag ${m.severity}` }, source.slice(m.start, m.end)));
    at = m.end;
  }
  pre.append(source.slice(at) + "\n");
  pre.scrollTop = $("source").scrollTop;
}

function renderDiagnostics(diagnostics) {
  const list = $("diagnostics");
  list.textContent = "";
  for (const d of diagnostics) {
    const label = d.severity === "error" ? "错误" : "警告";
    const item = el("li", { class: `diag ${d.severity}`, "data-code": d.code },
      el("div", {}, `第${d.line}行第${d.column}列 ${label}[${d.code}] ${d.message}`),
      d.hint ? el("div", { class: "hint" }, `提示：${d.hint}`) : null);
    item.addEventListener("click", () => {
      const source = $("source");
      const lines = source.value.split("\n");
      source.focus();
      source.setSelectionRange(offsetOf(lines, d.line, d.column), offsetOf(lines, d.end_line, d.end_column));
    });
    list.append(item);
  }
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const status = $("check-status");
  status.textContent = errors ? `${errors} 个错误，${diagnostics.length - errors} 个警告`
    : diagnostics.length ? `没有错误（${diagnostics.length} 个警告）` : "没有问题";
  status.className = errors ? "bad" : "ok";
}

function facts(card, info) {
  const words = wordsOf(info);
  const printed = card.stats && Object.keys(card.stats).length;  // a card with stats (a lord): its stats say it
  const parts = Object.entries(printed ? {} : card.facts || {}).map(([k, v]) => `${words[k] || k}${Array.isArray(v) ? v.map((x) => words[x] || x).join("") : (words[v] || v)}`);
  const cost = amounts(card.cost || {}, info);
  if (cost) parts.push(`费用 ${cost}`);
  const stats = amounts(card.stats || {}, info);
  if (stats) parts.push(stats);
  return parts.join(" ");
}

// The names the designer's file gives its cards (the game info also lists the game's built-in cards).
function namesIn(toml) {
  return new Set(Array.from(toml.matchAll(/^\s*["']?名称["']?\s*=\s*"([^"\\]*)"/gm), (m) => m[1]));
}

function renderPreview(info, toml) {
  const box = $("preview");
  box.textContent = "";
  const mine = namesIn(toml);
  for (const card of info.cards.filter((c) => mine.has(c.name))) {
    const colour = card.facts && typeof card.facts.colour === "string" ? `colour-${card.facts.colour}` : "";
    box.append(el("div", { class: `card ${colour}` },
      el("span", { class: "name" }, `「${card.name}」`),
      el("span", { class: "facts" }, [card.category, facts(card, info)].filter(Boolean).join(" · ")),
      el("ol", { class: "readings" }, ...(card.readings.length ? card.readings : [card.text]).map((r) => el("li", {}, r)))));
  }
}

async function refreshPreview(seq, toml) {
  const old = state.preview;
  state.preview = { cardset: null, game: null };
  await rpc.close(old.game);
  await rpc.close(old.cardset);
  try {
    const loaded = await rpc.call("load_cardset", { toml, name: "我的卡组.toml", game: state.game });
    if (seq !== state.checkSeq) { await rpc.close(loaded.cardset); return; }
    state.preview.cardset = loaded.cardset;
    const made = await rpc.call("new_game", { game: state.game, cardsets: [loaded.cardset] });
    state.preview.game = made.handle;
    if (seq === state.checkSeq) renderPreview(made.info, toml);
    await rpc.close(made.handle);
    state.preview.game = null;
  } catch (e) {
    if (seq === state.checkSeq) $("preview").textContent = `无法预览：${e.message}`;
  }
}

// Card texts: each line checked and described on its own (`check`/`describe` with `text`), its
// diagnostics moved to its line.
async function checkTexts(seq, source) {
  const lines = textLines(source);
  const answers = await Promise.all(lines.map((l) => rpc.call("describe", { text: l.text, game: state.game })));
  if (seq !== state.checkSeq) return;
  const diagnostics = [];
  answers.forEach((a, i) => {
    for (const d of a.diagnostics) {
      diagnostics.push({ ...d, line: lines[i].line + d.line - 1, end_line: lines[i].line + d.end_line - 1 });
    }
  });
  renderHighlight(source, diagnostics);
  renderDiagnostics(diagnostics);
  const box = $("preview");
  box.textContent = "";
  answers.forEach((a, i) => {
    if (!a.ok) return;
    box.append(el("div", { class: "card" },
      el("span", { class: "name" }, `第${lines[i].line}行`),
      el("span", { class: "facts" }, state.game === "zongheng" ? `试玩时为「试作${i + 1}」（${TRIAL.category} · 点数${TRIAL.point} · 精力${TRIAL.energy} · ${TRIAL.copies}张）` : ""),
      el("ol", { class: "readings" }, ...a.readings.map((r) => el("li", {}, r)))));
  });
}

async function check() {
  const seq = ++state.checkSeq;
  const toml = $("source").value;
  if (state.kind === "text") {
    try { await checkTexts(seq, toml); } catch (e) {
      if (seq !== state.checkSeq) return;
      $("check-status").textContent = `无法检查：${e.message}`;
      $("check-status").className = "bad";
    }
    return;
  }
  try {
    const answer = await rpc.call("check", { toml, name: "我的卡组.toml", game: state.game });
    if (seq !== state.checkSeq) return;
    renderHighlight(toml, answer.diagnostics);
    renderDiagnostics(answer.diagnostics);
    if (answer.ok) await refreshPreview(seq, toml);
    else $("preview").textContent = "改正错误后显示卡牌预览。";
  } catch (e) {
    if (seq !== state.checkSeq) return;
    $("check-status").textContent = `无法检查：${e.message}`;
    $("check-status").className = "bad";
  }
}

let checkTimer = null;
function scheduleCheck() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, 200);
}

// ---- playing --------------------------------------------------------------------------------------

function wordsOf(info) {
  const words = { ...(info.fact_words || {}) };
  for (const c of info.counters || []) words[c.id] = c.word;
  for (const z of info.zones || []) words[z.id] = z.word;
  for (const p of info.pools || []) {
    words[p.id] = p.word;
    for (const c of p.colours) words[c.id] = c.word;
  }
  return words;
}

function amounts(value, info) {
  const words = wordsOf(info);
  return Object.entries(value).map(([key, v]) => typeof v === "object"
    ? `${words[key] || key}${Object.entries(v).map(([c, n]) => `${n}${words[c] || c}`).join("") || "0"}`
    : `${words[key] || key}${v}`).join(" ");
}

function cardText(card, info) {
  if (card.hidden) return "（背面）";
  const bits = facts(card, info);
  return `「${card.name}」${bits ? `（${bits}）` : ""}${card.tapped ? "（横置）" : ""}`;
}

function renderTable(obs, info) {
  const box = $("table");
  box.textContent = "";
  const words = wordsOf(info);
  const player = info.words.player || "角色";
  box.append(el("p", {}, `第${obs.turn}回合 · 当前：${player}${obs.active + 1}`));
  for (const p of obs.players) {
    const me = p.seat === obs.viewer;
    const counters = Object.entries(p.counters).map(([k, v]) => `${words[k] || k} ${v}`).join(" · ");
    const pools = Object.entries(p.pools).map(([k, v]) => amounts({ [k]: v }, info)).join(" ");
    const div = el("div", { class: `player${me ? " me" : ""}`, "data-seat": String(p.seat) },
      el("div", {}, `${player}${p.seat + 1}${me ? "（你）" : ""}${p.dead ? " 出局" : ""}：${counters} ${pools}`));
    for (const [zone, z] of Object.entries(p.zones)) {
      if (!z.count) continue;
      const cards = z.cards ? z.cards.map((c) => cardText(c, info)).join("，") : `${z.count}张`;
      div.append(el("div", { class: "zone" }, `${words[zone] || zone}（${z.count}）：${cards}`));
    }
    box.append(div);
  }
  const shared = Object.entries(obs.shared_zones).map(([k, z]) => `${words[k] || k} ${z.count}张`).join(" · ");
  box.append(el("p", { class: "muted" }, shared));
  if (obs.stack.length) {
    const stack = el("div", { class: "stack" }, el("div", {}, `${info.words.stack || "堆叠"}（下→上）`));
    for (const e of obs.stack) stack.append(el("div", {}, `${e.name}（${player}${e.controller + 1}）${e.text ? "：" + e.text : ""}`));
    box.append(stack);
  }
}

function optionLabel(option, info, options) {
  const same = options.filter((o) => o.label === option.label).length > 1;
  const card = (option.refs.find((r) => r.card && (r.type === "card" || r.type === "definition")) || {}).card;
  if (!card || card.kind === "skill" || !(option.label.includes(`「${card.name}」`) || option.label === card.name)) return option.label;
  const details = facts(card, info);
  const skills = card.stats && Object.keys(card.stats).length && card.text ? `：${card.text}` : "";
  return details && (same || skills || card.cost) ? `${option.label}（${details}）${skills}` : option.label;
}

async function fetchEvents(play) {
  const answer = await rpc.call("events", { handle: play.handle, since: play.cursor, viewer: play.watch ? null : play.seat });
  play.cursor = answer.next;
  const log = $("log");
  for (const e of answer.events) {
    play.events.push(e);
    log.append(el("li", { "data-kind": e.kind }, e.text));
  }
  log.scrollTop = log.scrollHeight;
}

function waitForChoice(play, decision) {
  return new Promise((resolve) => {
    $("prompt").textContent = decision.prompt;
    const box = $("options");
    box.textContent = "";
    for (const option of decision.options) {
      box.append(el("button", { type: "button", "data-index": String(option.index),
        onclick: () => { box.textContent = ""; resolve(option.index); } }, optionLabel(option, play.info, decision.options)));
    }
  });
}

async function bundledHandles(game) {
  if (state.bundled.has(game)) return state.bundled.get(game);
  const answer = await (await fetch(`/cardsets/${encodeURIComponent(game)}`)).json();
  if (answer.error) throw new Error(answer.error);
  const handles = [];
  for (const set of answer.cardsets) handles.push((await rpc.call("load_cardset", { toml: set.toml, name: set.name, game })).cardset);
  state.bundled.set(game, handles);
  return handles;
}

async function startGame(watch) {
  const token = ++state.playToken;
  showPlayError("");
  $("result").textContent = "";
  $("log").textContent = "";
  $("options").textContent = "";
  $("prompt").textContent = "";
  $("download-log").disabled = true;
  const old = state.play;
  state.play = null;
  if (old) { await rpc.close(old.handle); await rpc.close(old.mine); }
  let play;
  try {
    const mine = (await rpc.call("load_cardset", { toml: playedToml(), name: "我的卡组.toml", game: state.game })).cardset;
    const sets = $("with-bundled").checked ? [mine, ...(await bundledHandles(state.game))] : [mine];
    let seed = Number($("seed").value) || 0;
    let made = await rpc.call("new_game", { game: state.game, mode: $("mode").value, seed, cardsets: sets });
    if ($("my-lord").checked && !watch) {
      const found = await seedDealingMyLord(made, sets, seed);
      if (found) ({ made, seed } = found);
    }
    play = { token, handle: made.handle, mine, info: made.info, seat: 0, watch, cursor: 0, events: [], random: rng(seed * 7919 + 1) };
    state.play = play;
  } catch (e) {
    const where = e.data && e.data.diagnostics && e.data.diagnostics[0] ? `（第${e.data.diagnostics[0].line}行第${e.data.diagnostics[0].column}列）` : "";
    showPlayError(`无法开局${where}：${e.message}`);
    return;
  }
  await runGame(play);
}

// The first seed from `seed` on (at most LORD_SEEDS of them) whose deal offers seat 0 a lord of the
// designer's file, so 试玩 plays the lord they wrote; null when the file has no lord or none is dealt.
const LORD_SEEDS = 64;

async function seedDealingMyLord(made, sets, seed) {
  const mine = namesIn(playedToml());
  const lords = new Set(made.info.cards.filter((c) => c.kind === "lord" && mine.has(c.name)).map((c) => c.name));
  if (!lords.size) return null;
  for (let s = seed; s < seed + LORD_SEEDS; s++) {
    const game = s === seed ? made : await rpc.call("new_game", { game: state.game, mode: $("mode").value, seed: s, cardsets: sets });
    const decision = (await rpc.call("observe", { handle: game.handle, viewer: 0 })).decision;
    const offered = decision && decision.seat === 0 && decision.kind === "lord_pick"
      && decision.options.some((o) => o.refs.some((r) => r.card && lords.has(r.card.name)));
    if (offered) {
      if (s !== seed) {
        await rpc.close(made.handle);
        $("seed").value = String(s);
      }
      return { made: game, seed: s };
    }
    if (s !== seed) await rpc.close(game.handle);
  }
  showPlayError(`种子 ${seed}–${seed + LORD_SEEDS - 1} 都没有把你写的领主发给角色1`);
  return null;
}

async function runGame(play) {
  let steps = 0;
  while (play.token === state.playToken) {
    const legal = await rpc.call("legal_actions", { handle: play.handle });
    if (legal.seat === null) break;
    let action;
    if (play.watch || legal.seat !== play.seat) {
      action = legal.actions[Math.floor(play.random() * legal.actions.length)];
      if (!play.watch || steps % 20 === 0) {
        renderTable(await rpc.call("observe", { handle: play.handle, viewer: play.watch ? null : play.seat }), play.info);
      }
    } else {
      const obs = await rpc.call("observe", { handle: play.handle, viewer: play.seat });
      renderTable(obs, play.info);
      action = await waitForChoice(play, obs.decision);
      if (play.token !== state.playToken) return;
    }
    try {
      await rpc.call("apply_action", { handle: play.handle, action, step: legal.step, seat: legal.seat });
      showPlayError("");
    } catch (e) {
      showPlayError(`操作被拒绝（第${(e.data && e.data.step) ?? legal.step}步）：${e.message}`);
      continue;  // the game is unchanged: ask again
    }
    steps += 1;
    await fetchEvents(play);
  }
  if (play.token !== state.playToken) return;
  await fetchEvents(play);
  renderTable(await rpc.call("observe", { handle: play.handle, viewer: play.watch ? null : play.seat }), play.info);
  const result = await rpc.call("result", { handle: play.handle });
  const player = play.info.words.player || "角色";
  const winners = result.winners.map((s) => `${player}${s + 1}`).join("、");
  $("result").textContent = `对局结束：${result.draw || !winners ? "平局" : winners + "获胜"}（${result.reason}；${result.turn} 回合）`;
  $("prompt").textContent = "";
  $("download-log").disabled = false;
}

// ---- start ----------------------------------------------------------------------------------------

function fillModes() {
  const game = state.games.find((g) => g.id === state.game);
  const select = $("mode");
  select.textContent = "";
  for (const m of (game ? game.modes : [])) select.append(el("option", { value: m.name }, `${m.name}（${m.min_players}–${m.max_players}人）`));
  const playable = select.options.length > 0 && (state.kind === "cardset" || state.game === "zongheng");
  $("play-human").disabled = !playable;
  $("play-watch").disabled = !playable;
}

async function main() {
  const source = $("source");
  source.addEventListener("input", () => { renderHighlight(source.value, []); scheduleCheck(); });
  source.addEventListener("scroll", () => { $("highlight").scrollTop = source.scrollTop; });
  $("download-cardset").addEventListener("click", () => download("我的卡组.toml", playedToml(), "application/toml;charset=utf-8"));
  $("download-log").addEventListener("click", () => {
    if (state.play) download("对局日志.txt", state.play.events.map((e) => e.text).join("\n") + "\n", "text/plain;charset=utf-8");
  });
  $("kind").addEventListener("change", () => {
    state.kind = $("kind").value;
    $("kind-note").textContent = state.kind === "text" ? "每行一段，# 开头的行是注释；试玩时每行成为一张「试作」牌" : "卡组文件的写法见 docs/cardsets.md";
    source.value = template(state.game);
    fillModes();
    check();
  });
  $("play-human").addEventListener("click", () => startGame(false));
  $("play-watch").addEventListener("click", () => startGame(true));
  $("game").addEventListener("change", () => {
    state.game = $("game").value;
    source.value = template(state.game);
    fillModes();
    check();
  });
  try {
    await rpc.ready;
    const info = await rpc.call("server_info");
    setConnection(`已连接（zhdsl ${info.zhdsl}）`);
    state.games = (await rpc.call("games")).games;
  } catch (e) {
    setConnection(e.message, true);
    return;
  }
  for (const g of state.games) $("game").append(el("option", { value: g.id }, g.title));
  state.game = (state.games.find((g) => g.default) || state.games[0]).id;
  $("game").value = state.game;
  fillModes();
  source.value = template(state.game);
  await check();
}

main();
