/**
 * Chinese words of a query that carry no topic: function words, question words and the words of
 * asking for literature ("有哪些关于…的研究", "能否推荐…论文"). They are still searched in Chinese
 * (the engine's bigrams), only not translated: their English ("which", "paper", "research") would
 * match every English abstract.
 */
export const CHINESE_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // function words and particles
    '的 地 得 了 着 过 在 中 中的 里 上 下 和 与 及 以及 或 或者 并 并且 而 而且 也 都 又 还 就 才 对 对于 为 为了 以 于 由',
    '被 把 将 从 到 向 给 让 使 使得 用 用于 通过 基于 关于 针对 有关 相关 其 其中 之 之间 这 这个 这些 那 那些 该 此',
    '一 一个 一些 一种 一下 某 某些 各 各种 每 所 所有 等 等等 是 有 没有 不 非 很 更 最 较 比较 如 如何 怎样 怎么',
    '什么 哪 哪些 哪个 哪项 哪篇 哪种 哪一 是否 能否 可否 有没有 是不是 吗 呢 吧 啊 呀 么 我 我们 你 你们 他们 它 它们',
    '可以 能 能够 会 应该 需要 如果 因为 所以 但 但是 然而 虽然 以及 同时 此外 进而 从而 以便 以上 以下 之前 之后',
    '方面 问题 情况 方式 过程 结果 作用 影响 时候 时 后 前 已 已经 曾 曾经 正在 仍 仍然',
    // asking for literature
    '推荐 提供 求 想 想找 找 寻找 查找 搜索 找到 了解 介绍 列出 给出 请 请问 帮 帮忙 帮我 希望 想要 想知道 知道',
    '文献 论文 研究 工作 文章 资料 成果 综述 进展 现状 学术 几篇 哪些工作 相关工作 已有 现有 此前 以往 先前 近期 最近 最新',
    '提出 探讨 探索 讨论 考察 调查 展示 证明 表明 发现 采用 使用 利用 涉及 引入 首次 最早 早期',
    // connectives and verbs of a question's frame (found untranslated or mistranslated in the development half)
    '来 用来 及其 这样 这种 其他 哪里 为什么 何为 到底 多少 有的 每个 所需 例如 尤其是 包括 通常 后来 进一步 相应 对应',
    '做出 进行 实现 得到 产生 可能 尽量 专门 关注 看待 有无 尝试 即可 截然不同 不同 不是 背后 围绕 展开 借助 作为 适合',
    '专注 指出 奠定 奠基 阐述 反映 揭示 提问 感兴趣 满足 有用 避免 较大',
    // dictionary words that are almost always a wrong split in a query (方面的 → 方 / 面的 "minivan taxi")
    '面的 准的 中用 小的 性地 关子 到了',
  ]
    .join(' ')
    .split(' '),
);
