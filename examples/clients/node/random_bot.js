#!/usr/bin/env node
// A random bot for any zhdsl game, speaking JSON-RPC 2.0 to `zhdsl serve` over stdio.
// No dependencies: Node.js 18 or later.
//
//   node random_bot.js [--game ID] [--mode NAME] [--players N] [--seed N] [--bot-seed N] [--quiet] [-- CMD ARGS...]
//
// It starts the server (default command: `zhdsl serve`), opens a game, answers every decision with
// a random legal action (seeded, so a run can be repeated), prints the events as they happen and
// the result, and exits 0 when the game has ended.
"use strict";

const { spawn } = require("node:child_process");
const readline = require("node:readline");

function parseArgs(argv) {
  const opts = { spec: {}, botSeed: 1, quiet: false, command: ["zhdsl", "serve"] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === "--") {
      if (i + 1 >= argv.length) throw new Error("-- needs a command");
      opts.command = argv.slice(i + 1);
      break;
    } else if (arg === "--game") opts.spec.game = next();
    else if (arg === "--mode") opts.spec.mode = next();
    else if (arg === "--players") opts.spec.players = Number.parseInt(next(), 10);
    else if (arg === "--seed") opts.spec.seed = Number.parseInt(next(), 10);
    else if (arg === "--bot-seed") opts.botSeed = Number.parseInt(next(), 10);
    else if (arg === "--quiet") opts.quiet = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return opts;
}

// mulberry32: a small seeded generator, so the same seeds give the same game.
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

class RpcError extends Error {
  constructor(error) {
    super(`${error.message} (code ${error.code}, ${error.data && error.data.kind})`);
    this.code = error.code;
    this.data = error.data;
  }
}

// One JSON object per line each way; answers are matched to requests by id.
class Client {
  constructor(command) {
    this.child = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
    this.nextId = 1;
    this.pending = new Map();
    this.exited = new Promise((resolve) => this.child.on("close", (code) => resolve(code)));
    this.child.on("error", (err) => this.failAll(err));
    this.child.on("close", () => this.failAll(new Error("zhdsl serve exited")));
    readline.createInterface({ input: this.child.stdout }).on("line", (line) => {
      const answer = JSON.parse(line);
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.error) waiting.reject(new RpcError(answer.error));
      else waiting.resolve(answer.result);
    });
  }

  call(method, params = {}) {
    const id = this.nextId++;
    const request = JSON.stringify({ jsonrpc: "2.0", id, method, params });
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(request + "\n");
    });
  }

  failAll(err) {
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  async close() {
    this.child.stdin.end();
    return this.exited;
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const random = rng(opts.botSeed);
  const zh = new Client(opts.command);
  const server = await zh.call("server_info");
  const opened = await zh.call("new_game", opts.spec);
  const info = opened.info;
  const say = (line) => { if (!opts.quiet) console.log(line); };
  say(`《${info.title}》${info.mode}（${info.players}人）· zhdsl ${server.zhdsl} · 协议 ${server.protocol}`);

  let decisions = 0;
  let cursor = 0;
  for (;;) {
    const legal = await zh.call("legal_actions", { handle: opened.handle });
    if (legal.actions.length === 0) break;
    const action = legal.actions[Math.floor(random() * legal.actions.length)];
    await zh.call("apply_action", { handle: opened.handle, action, step: legal.step, seat: legal.seat });
    decisions++;
    const news = await zh.call("events", { handle: opened.handle, since: cursor, limit: 10000 });
    cursor = news.next;
    for (const event of news.events) say(`  ${event.text}`);
  }

  const result = await zh.call("result", { handle: opened.handle });
  const names = result.winners.map((seat) => info.seats[seat].name);
  const verdict = result.draw ? "平局" : `${names.join("、")}获胜`;
  console.log(`对局结束：${verdict}（${result.reason}；${result.turn} 回合，${decisions} 次决定）`);
  console.log(JSON.stringify({ result, decisions, events: cursor }));
  await zh.call("close", { handle: opened.handle });
  const code = await zh.close();
  if (code !== 0) throw new Error(`zhdsl serve exited with ${code}`);
}

main().catch((err) => {
  console.error(`random_bot: ${err.message}`);
  process.exit(1);
});
