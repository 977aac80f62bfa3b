# Gridlock 的简体中文界面。每个 id 都与英文文件一一对应，变量相同（src/i18n/tests.rs 检查两者，
# 并检查代码用到的每一条）。
# Terms: a move (any distance) 步; a straight slide 次滑动; a one-cell step 格; Rush Hour 尖峰时刻;
# Klotski 华容道; the target 目标块 (the red car 红车, Cao Cao 曹操).

## Words used across screens

count-moves = { $count } 步
count-slides = { $count } 次滑动
count-steps = { $count } 格
family-rush-hour = 尖峰时刻
family-klotski = 华容道
tier-beginner = 入门
tier-intermediate = 中级
tier-advanced = 高级
tier-expert = 专家
# 包中按序编号的关卡：“入门 11”。
level-numbered = { $tier } { $number }
pack-shipped = { $family } { $width }×{ $height }
pack-mine = 我的关卡
board-size = { $width }×{ $height }

## The optimum, after "Optimum" or "the optimum is"

par-known = { $optimum }
par-checking = { $optimum }（声称；验证中…）
par-not-known = 尚未知
par-too-large-claimed = { $optimum }（声称；太大，无法验证）
par-too-large = 未知（太大，无法分析）
par-none = 无：此题无解

## Title

title-tagline = 尖峰时刻与华容道，附带会讲解的求解器
title-play = 开始游戏
title-create = 创作
title-settings = 设置
title-demo = 观看演示
title-continue = 继续：{ $name }，{ $moves }
title-quit = 退出
loading-art = 正在加载图像…

## Level select

select-title = 选择关卡
select-back = ◀ 返回
select-tools = 更多
select-free-play = 自由模式
select-free-play-hover = 开放所有关卡，无论你解开了哪些
select-tally = 已解 { $solved } / { $total } · ★ { $stars }
select-new-puzzle = 新谜题…
select-new-puzzle-hover = 为你生成一道尖峰时刻或华容道谜题
select-open = 打开
select-open-hover = 玩分享码对应的谜题
select-edit = 编辑
select-edit-hover = 在编辑器中打开分享码
select-paste = 粘贴分享码
select-pack = { $pack }  { $solved } / { $total }
select-keys = 方向键选择 · 回车开始 · Tab 切换关卡包 · Esc 返回
select-section = 已解 { $solved } / { $total } · ★ { $stars } / { $most }
select-opens-after = 再解 { $more } 道{ $tier }关卡后开放
select-about = { $name }
    最优解：{ $optima }
select-about-locked = { $name }
    最优解：{ $optima }
    未开放：{ $why }
select-card-solved = { $about }
    已解：{ $stars } 星，最佳 { $moves } 步
select-code-refused-title = 分享码
select-code-refused = 这个分享码无法游玩：{ $why }。
card-par = 标准 { $count }
card-par-claimed = 标准 { $count }？
card-par-unknown = 标准 ?
card-no-solution = 无解
card-locked = 未开放
card-watched = 已观看
card-resume = ▶ 未完成：继续
card-best = 最佳 { $moves } · { $par }

## New puzzle

puzzle-title = 新谜题
puzzle-making = 正在生成 { $size }×{ $size } 尖峰时刻谜题… 已尝试 { $runs } 次
puzzle-cancel = 取消
puzzle-about = 由生成器为你制作的尖峰时刻谜题：它所在簇中最难的局面。
puzzle-size = { $size }×{ $size }
puzzle-huarongdao = 华容道 4×5
puzzle-drawing = 正在从经典棋子的全部布局中抽取华容道谜题…
puzzle-about-huarongdao = 经典棋子（曹操、五将、四兵）的华容道谜题：从最优步数在所选范围内的全部布局中抽取。
puzzle-band = { $band }（{ $least }–{ $most } 步）
band-easy = 简单
band-medium = 中等
band-hard = 困难
puzzle-make = 生成
puzzle-failed = 这次没能生成谜题，请再试一次。

## Playing: the status bar

hud-opened = 外部打开
hud-daily = 每日谜题
hud-about = { $tier } · { $family } · { $size }
hud-optimum = 最优解 { $par }
hud-solved = 已解开！
hud-distance = 距离解开还有 { $distance }
hud-analysing = 分析中…
hud-stopped = 分析已停止
hud-stopped-why = 你停止了分析
hud-too-large = 太大，无法分析
hud-no-solution = 从这里无解
hud-meter-hover = { $why }。本关不提供提示和回放；照常可玩。
hud-stop = 停止
hud-stop-hover = 停止分析本关
hud-replay = 回放：还剩 { $left } 步，每秒 { $speed } 步
hud-counters-wide = 步数 { $moves }   滑动 { $slides }   格数 { $steps }
hud-counters = 步数 { $moves } · 滑动 { $slides } · 格数 { $steps }
hud-moves-and-optimum = 步数 { $moves } · { $optimum }

## Playing: the toolbar

toolbar-menu = 菜单
toolbar-menu-hover = 菜单（Esc）
toolbar-more = 更多
toolbar-undo = 撤销
toolbar-undo-hover = 撤销（Ctrl+Z）
toolbar-redo = 重做
toolbar-redo-hover = 重做（Ctrl+Y）
toolbar-hint = 提示
toolbar-hint-hover = 提示（F1 或 /）；再按一次：为什么
toolbar-pause = 暂停
toolbar-solve = 求解
toolbar-solve-hover = 从当前局面求解（空格）
toolbar-step = 单步
toolbar-slower = − 减速
toolbar-slower-hover = 回放减速（-）
toolbar-faster = + 加速
toolbar-faster-hover = 回放加速（=）
toolbar-reset = ⟲ 重来
toolbar-prev = ◀ 上一关
toolbar-prev-hover = 上一关（Page Up）
toolbar-next = 下一关 ▶
toolbar-next-hover = 下一关（Page Down）
toolbar-analysis = 分析
toolbar-analysis-hover = F2：谁挡住了谁、解锁顺序、循环
toolbar-sound-off = 声音关
toolbar-sound-on = 声音开
toolbar-settings = 设置
toolbar-settings-hover = 音量、速度、动效、颜色、语言、全屏
toolbar-share = 分享
toolbar-share-hover = 复制当前局面的分享码（在浏览器中为链接）
toolbar-keep = 保存…
toolbar-keep-hover = 保存到“我的关卡”
toolbar-back-to-editor = ◀ 返回编辑器
toolbar-back-to-editor-hover = 回到你离开时的编辑器
toolbar-edit = 编辑
toolbar-edit-hover = 在编辑器中打开当前局面
keep-title = 保存到“我的关卡”
keep-name = 名称
keep = 保存
keep-suggested = { $family } { $size }，{ $moves } 步

## Sharing and GIFs

share-title = 分享
share-copied-link = 已复制当前局面的链接：
    { $link }

    分享码：{ $code }
share-copied-code = 已复制当前局面的分享码：
    { $code }

    可粘贴到关卡选择界面，或用以下命令打开：
    gridlock --board { $code }
share-copied-puzzle-link = 已复制这道谜题的链接：
    { $link }

    分享码：{ $code }
share-copied-puzzle-code = 已复制这道谜题的分享码：
    { $code }

    可粘贴到关卡选择界面，或用以下命令打开：
    gridlock --board { $code }
share-impossible = 这个棋盘无法写成分享码（出口或棋子不是标准的）。
gif-save = 保存 GIF
gif-saving = 正在保存 GIF…
gif-hover = 从开局起的最优解，保存为动画 GIF
gif-title = 解法 GIF
gif-saved = 最优解已保存为 { $place }。
gif-saved-download = { $file }（在浏览器的下载中）
gif-failed = 无法生成 GIF：{ $why }。
gif-unsolvable = 本关无解，无法绘制
gif-too-large = 本关太大，无法在这里求解

## The win panel

win-title = 解开了！
win-moves = 用了 { $moves } 步 —— 最优解为 { $optimum }
win-assisted = 部分由求解器完成：自己重玩一次才能得星。
win-counters = 滑动 { $slides } 次，移动 { $steps } 格，用时 { $seconds } 秒
win-retry = 重玩
win-back-to-editor = ◀ 返回编辑器
win-next = 下一关 ▶

## Settings

settings-title = 设置
settings-volume = 音量
settings-speed = 动画速度
settings-motion = 减少动效
settings-motion-detail = 短滑动，无彩纸，无淡入淡出
settings-colours = 棋子颜色
settings-contrast = 高对比度
settings-contrast-detail = 黑色背景、白色边框、金色焦点框
settings-text-size = 文字大小
settings-keys = Tab 在各项设置间移动，方向键调整，Esc 关闭。任何时候按 Ctrl + 和 Ctrl − 调整文字大小。
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）
settings-fullscreen = 全屏
settings-fullscreen-detail = 任何时候按 F11 切换
settings-free-play = 自由模式
settings-free-play-detail = 开放所有关卡，无论你解开了哪些
settings-letters = 无论颜色如何，每个棋子都标有字母或名字。
settings-done = 完成
scheme-standard = 标准
scheme-colour-blind = 色盲友好

## The editor

editor-title = 创作
editor-menu = ◀ 菜单
editor-new-board = 新棋盘
editor-new-board-menu = 新棋盘 ▾
editor-tools = 棋子与工具
editor-tools-hint = 点击格子，或把工具拖到棋盘上
editor-undo = 撤销
editor-redo = 重做
editor-turn = 旋转
editor-delete = 删除
editor-delete-hover = Delete 键，或右键点击
editor-keys = 方向键移动光标 · 回车使用工具 · R 旋转 · Del 删除 · H 最难开局 · P 试玩
editor-about = { $family } { $size } · { $pieces } 个棋子
editor-not-a-puzzle = 还不是谜题
editor-solving = 求解中…
editor-hardest-here = 这个开局就是最难的
editor-hardest-needs = 最难的开局需要 { $moves } 步
editor-solved = { $moves } 步
editor-reachable = 可到达 { $positions } 个局面；{ $hardest }。
editor-unsolvable = 无解
editor-unsolvable-why = 它的 { $positions } 个局面都到不了出口。
editor-too-large = 太大，无法分析
editor-too-large-why = { $why }。
editor-play-test = ▶ 试玩
editor-play-test-hover = P：试玩，然后回到这里
editor-hardest = 最难开局
editor-hardest-hover = H：把每个棋子移到可到达局面中最难解的那一个
editor-share-and-keep = 分享与保存
editor-share-code = 分享码
editor-copy = 复制
editor-copy-hover = 复制分享码（在浏览器中为链接）
editor-no-code = 出口标准的有效棋盘才有分享码。
editor-paste = 粘贴分享码
editor-open = 打开
editor-cannot-edit = 这道谜题无法编辑：{ $why }。
tool-move = 移动
tool-red-car = 红车
tool-cao-cao = 曹操 2×2
tool-car-across = 小车 ↔
tool-car-upright = 小车 ↕
tool-truck-across = 卡车 ↔
tool-truck-upright = 卡车 ↕
tool-block = 方块 { $width }×{ $height }
tool-wall = 墙
tool-exit = 出口
tool-erase = 擦除

## Notices

notice-ok = 好
notice-my-levels = 我的关卡
notice-progress = 游戏进度
notice-settings = 设置
notice-optimum = 最优解
notice-address = 页面地址
notice-resume = 继续游戏
address-ignored = 页面地址中的 `{ $pair }` 被忽略：{ $why }。
my-levels-too-many = 你的列表有 { $count } 个关卡；只显示前 { $shown } 个。列表完整保留。
my-levels-unopenable = 无法打开“{ $name }”：{ $why }。
my-levels-saved = 已以“{ $name }”保存到“我的关卡”。
my-levels-not-saved = 关卡没有保存：{ $why }。
settings-not-saved = 无法保存你的设置：{ $why }。设置在游戏关闭前仍然有效。
optimum-refuted = “{ $name }”声称最优解为 { $claimed }；求解器找到 { $found } 步，星级按此计算。
optimum-unsolvable = “{ $name }”声称最优解为 { $claimed }，但求解器发现它无解。

## Saves

save-progress = 游戏进度
save-my-levels = 关卡列表
save-resume = 进行中的游戏
save-kept-key = 本地存储键“{ $key }”
save-set-aside = 你的{ $what }已损坏（第 { $line } 行第 { $column } 列：{ $detail }）。它被保留为 { $kept }。
save-not-set-aside = 你的{ $what }已损坏（第 { $line } 行第 { $column } 列：{ $detail }），且无法另存（{ $error }）；不会覆盖它。
save-unreadable = 无法读取你的{ $what }（{ $error }）；不会覆盖它。
save-dropped = 丢弃了 { $count } 条数值不可能的记录。
save-failed = 无法保存你的{ $what }：{ $why }。
save-not-overwritten = { $what }无法读取，因此不会覆盖它
resume-unplayable = 无法继续你上次离开的游戏（{ $why }）；它被保留为 { $kept }。
resume-no-level = 已经没有关卡“{ $level }”了
resume-illegal-move = 它的第 { $number } 步在棋盘上不合规则
resume-bad-counts = 它的计数不可能成立

## Names, keeping

name-empty = 关卡需要一个名字
name-too-long = 名字最多 { $most } 个字符；这个有 { $length } 个
name-not-one-line = 名字只能是一行文字
keep-shipped = 它是游戏自带的关卡
keep-no-such-level = 没有这个关卡
keep-no-share-code = 它无法写成分享码

## What the level loader, the board-string reader and the board's rules refuse

error-no-such-level = 没有关卡“{ $name }”（关卡 id 可用 `gridlock-cli list levels` 列出）
error-in-board-string = { $text }：{ $why }
error-in = { $source }：{ $why }
error-at = { $path }:{ $line }:{ $column }：{ $why }
error-cannot-read = { $path }：无法读取：{ $why }
error-cannot-write = { $path }：无法写入：{ $why }
error-level-too-large = { $path }：文件有 { $size } 字节；关卡文件最多 { $most } 字节
error-not-a-file = { $path }：{ $kind }，不是普通文件
error-file-too-large = { $path }：文件有 { $size } 字节；最多读取 { $most } 字节
error-not-text = { $path }:{ $line }:{ $column }：不是 UTF-8 文本（字节 { $byte }）
error-missing = { $path }：没有这个文件或文件夹
error-dangling-link = { $path }：指向不存在文件的符号链接
error-not-read-back = { $path }：写入的内容读回来不一致（磁盘满了吗？）
error-too-many-pieces = 棋子太多，无法求解：局面需要 { $bits } 位，而求解器把局面压缩在 64 位中
error-limit-reached = 分析探索了 { $states } 个局面（{ $bytes }），谜题还在延伸，超出了 { $budget } 的内存预算
error-cancelled = 已取消
notation-empty = 棋盘字符串为空
notation-too-long = 棋盘字符串有 { $length } 个字符；最多 { $most } 个（8×8 需要 71 个）
notation-empty-row = 第 { $row } 行为空（各行用“/”连接）
notation-fogleman-length = 不含“/”的棋盘字符串是 Fogleman 的 6×6 记法，共 36 个字符；这个有 { $length } 个
notation-ragged-row = 第 { $row } 行有 { $length } 格，但第 1 行有 { $expected } 格
notation-too-large = 棋盘为 { $width }×{ $height }；最大支持 { $most }×{ $most }
notation-bad-character = 第 { $row } 行第 { $column } 列有意外的字符“{ $character }”（空格用“.”或“o”，墙用“x”，棋子用字母或数字）
notation-not-rectangle = 棋子“{ $label }”不是实心矩形
notation-unknown-game = 无法从这个棋盘判断是哪种游戏
notation-no-centre = 目标块“A”宽 { $width } 格，棋盘宽 { $board } 格：没有底部居中的出口
notation-not-expressible = 这个棋盘无法写成棋盘字符串：{ $why }
shapes-rush-hour = 宽 1 格、长 2 格或以上的车辆
shapes-klotski = 任意矩形
movement-across = 横向
movement-up-and-down = 上下
movement-free = 向各个方向
side-top = 上
side-bottom = 下
side-left = 左
side-right = 右
board-bad-size = 不支持 { $width }×{ $height } 的棋盘（1×1 到 { $most }×{ $most }）
board-no-target = 没有目标块（标签“A”）
board-duplicate-label = 标签“{ $label }”被多个棋子使用
board-invisible-label = 棋子标签 { $label } 不是可见字符
board-empty-piece = 棋子“{ $label }”尺寸为空
board-piece-outside = 棋子“{ $label }”超出了 { $width }×{ $height } 的棋盘
board-wall-outside = 位于 { $cell } 的墙超出了棋盘
board-overlap = 棋子“{ $label }”与 { $other } 重叠
board-bad-shape = 棋子“{ $label }”为 { $width }×{ $height }；{ $family }只允许{ $allowed }
board-bad-movement = 棋子“{ $label }”{ $movement }移动，这与它在{ $family }中 { $width }×{ $height } 的形状不符
board-bad-exit = 出口（{ $side }边，位置 { $offset }）在棋盘外，或太窄，目标块出不去
board-target-cannot-exit = 目标块“A”到不了出口：{ $why }
edit-no-such-piece = 没有棋子 { $piece }
edit-does-not-fit = { $piece_width }×{ $piece_height } 的棋子放不进 { $width }×{ $height } 的棋盘
edit-bad-shape = { $family }没有 { $width }×{ $height } 的棋子（{ $allowed }）
edit-no-label = 棋盘上没有可用的标签了（除目标块外最多 { $most } 个）
edit-target-stays = 目标块必须留在棋盘上：请移动它
edit-outside = 格子 { $cell } 在棋盘外
edit-bad-arrangement = 布局给出了 { $given } 个位置，但有 { $pieces } 个棋子
exit-wrong-axis = 它的移动方向通不到出口
exit-cannot-move-towards = 它无法朝出口那条边移动
exit-walled = 出口前有墙

## The editor's refusals

editor-refused-analysing = 它的最优解还在计算中
editor-refused-unsolvable = 它无解
editor-refused-too-large = 它太大，无法分析
editor-nothing-to-undo = 没有可撤销的
editor-nothing-to-redo = 没有可重做的
editor-no-hardest-yet = 草稿解出后才知道最难开局
editor-draft-name = 编辑器草稿
editor-cannot-keep = 无法保存：{ $why }
shared-puzzle = 分享的谜题

## The board

board-exit-beside = 出口 { $arrow }
board-exit-below = { $arrow } 出口

## Why a hint is the move

piece-red-car = 红车
piece-soldier = 兵 { $label }
direction-up = 向上
direction-down = 向下
direction-left = 向左
direction-right = 向右
hint-why = 为什么：{ $reason }。
hint-why-separator = ；
hint-why-frees = { $piece } { $direction }移 { $cells } 格，让出 { $next }
hint-why-then-frees = 再由 { $piece } 让出 { $next }
hint-why-exit = { $piece } { $direction }移 { $cells } 格：它与出口之间已无阻挡
hint-why-room = { $piece } { $direction }移 { $cells } 格，为后面腾出空间（还剩 { $left } 步）
win-hints = { $count ->
    [0] 未用提示
   *[other] 用了 { $count } 次提示
}

## 每日谜题

title-daily = 每日谜题
daily-title = 每日谜题
daily-failed = 今天的谜题没能生成，请再试一次。
daily-level-name = 每日谜题 { $date } · { $family }
daily-share = Gridlock 每日谜题 { $date } · { $family } { $stars } { $moves }/{ $optimum } 步 · 连续 { $streak } 天
daily-share-watched = Gridlock 每日谜题 { $date } · { $family } · 观看：由求解器完成
daily-share-copied = 已复制到剪贴板，可以分享（不含答案）。
daily-share-copy = 再复制一次
daily-streak = 连续 { $current } 天 · 最长 { $longest } 天
daily-band = { $low }–{ $high } 步
daily-result = { $moves } 步，最优解 { $optimum } 步
daily-open = 尚未解开
daily-play = 开始
daily-play-again = 再玩一次
daily-making = 生成中…
daily-month-before = 上个月
daily-month-after = 下个月
daily-day = { $date }：{ $solved ->
        [0] 未解
       *[other] 已解 { $solved } 道
    }
daily-today = { $day }（今天）
daily-legend = 每解开一题记一个圆点；当天解开为金色，连续天数由此累计。
win-back-to-daily = ◀ 每日谜题
weekday = { $day ->
    [1] 星期一
    [2] 星期二
    [3] 星期三
    [4] 星期四
    [5] 星期五
    [6] 星期六
   *[7] 星期日
}
weekday-short = { $day ->
    [1] 一
    [2] 二
    [3] 三
    [4] 四
    [5] 五
    [6] 六
   *[7] 日
}
calendar-month = { $year }年{ $month }月
calendar-long-date = { $year }年{ $month }月{ $day }日 { $weekday }

## 统计

title-stats = 统计
stats-title = 统计
stats-solved = 已解
stats-perfect = 完美（★★★）
stats-stars = 星星
stats-hints = 使用提示
stats-time = 游戏时间
stats-streak = 每日连续
stats-longest = 最长连续
stats-dailies = 已解每日谜题
stats-by-pack = 按关卡包
stats-pack = 关卡包
stats-of = { $count } / { $total }
stats-days = { $count } 天
duration-seconds = { $seconds } 秒
duration-minutes = { $minutes } 分钟
duration-hours = { $hours } 小时 { $minutes } 分

## 全部 6×6 谜题

select-every-puzzle = 全部 6×6 谜题
select-every-puzzle-hover = 6×6 尖峰时刻的全部 2,577,412 道谜题（最多两堵墙），按所需步数排列
database-title = 全部 6×6 谜题
database-about = { $walls ->
    [0] 共 { $count } 道无墙谜题：每道都是极简的，且处于其连通簇中最难的位置（按 Michael Fogleman 的定义，由 Gridlock 枚举）。
   *[other] 共 { $count } 道谜题，最多 { $walls } 堵墙：每道都是极简的，且处于其连通簇中最难的位置（按 Michael Fogleman 的定义，由 Gridlock 枚举）。
}
database-hardest = 最难：{ $moves } 步
database-walls = 墙：
database-walls-any = 不限
database-walls-exactly = { $walls ->
    [0] 无
   *[other] { $walls }
}
database-loading = 正在载入全部谜题的数据库…
database-failed = 数据库没能载入：{ $why }
database-missing = 这个题包需要文件 { $file }，但游戏查找的文件夹里都没有它：
    { $places }
    请把游戏的 assets 文件夹放在游戏旁边（安装包里就是这样放的），或者重新安装游戏。没有它，游戏的其余部分照常可玩。
database-retry = 再试一次
database-count = { $count } 道谜题需要 { $moves } 步
database-random = 随机一道 { $moves } 步的谜题
database-card = 第 { $number } 号
    簇中 { $states } 个局面
database-level-name = 全部 6×6 · { $moves } 步 · 第 { $number } 号

## 关于窗口
title-about = 关于
settings-about = 关于 Gridlock…
about-title = 关于 Gridlock
about-version = Gridlock { $version }
about-tagline = 尖峰时刻与华容道滑块谜题，附带会讲解的求解器。
about-graphics = 图形：{ $api }，适配器 { $adapter }。
about-graphics-software = 图形：{ $api }，适配器 { $adapter }，由处理器绘制（软件渲染，比显卡慢）。
about-licence = 自由软件，采用 MIT 许可证或 Apache 许可证 2.0，任选其一。
about-fonts = 字体：Ubuntu Light（Ubuntu 字体许可证 1.0）、Hack（MIT 与 Bitstream Vera 许可证）和 egui 的图标字体（MIT），均随 egui 提供；Gridlock CJK 是 Noto Sans CJK SC 的子集（SIL 开放字体许可证 1.1）。
about-art = 图片、图标和音效均为 Gridlock 制作，采用与游戏相同的许可证。
about-notices = 第三方许可证
about-notices-detail = 游戏中包含的每个库及其许可证（原文）：
about-close = 关闭

## 首次教程（第一关与第一个华容道关卡）
tutorial-goal-rush-hour = 把红车从出口开出去。
tutorial-goal-klotski = 把曹操（最大的方块）移到底部的出口。
tutorial-how-touch = 照着手势，用手指滑动棋子。
tutorial-how-mouse = 照着手势，用鼠标拖动棋子；也可以按 Tab 选择棋子，再用方向键滑动。
tutorial-how-pad = 手柄：肩键选择棋子，十字键滑动。
tutorial-how-ear = 读屏：刚才已朗读棋盘，按 F4 再读一遍。按 Tab 或字母选择棋子并听到它能滑向哪里，方向键滑动，每一步都会报出还剩多少步。
tutorial-again = 可在设置中再次显示本教程。
tutorial-skip = 跳过
settings-tutorials = 再次显示教程
settings-tutorials-hover = 第一关和第一个华容道关卡会再次演示玩法。

## 没有任何图形接口能绘制游戏窗口时（打印出来，并在系统的消息窗口中显示）
graphics-none-title = Gridlock 无法启动
graphics-none-linux = Gridlock 没有找到能绘制窗口的图形驱动。它通过 Vulkan 绘制，没有 Vulkan 时用 OpenGL，但这台电脑上两者都没有找到图形适配器。
graphics-none-windows = Gridlock 没有找到能绘制窗口的图形驱动。它通过 DirectX 12、Vulkan 或 OpenGL 绘制，但这台电脑上都没有找到图形适配器。
graphics-none-macos = Gridlock 没有找到能通过 Metal 绘制窗口的图形适配器。
graphics-failed = Gridlock 的图形没能启动：{ $api } 提供了适配器 { $adapter }，但它随后出错了。
graphics-install-linux = 请安装 Mesa 图形驱动（或显卡厂商提供的驱动），然后重新启动 Gridlock。在 Debian 和 Ubuntu 上：
    sudo apt install mesa-vulkan-drivers libgl1-mesa-dri libegl1
graphics-install-windows = 请从显卡厂商（AMD、Intel、NVIDIA）或通过 Windows 更新安装或更新显卡驱动，然后重新启动 Gridlock。
graphics-install-macos = 请更新 macOS，然后重新启动 Gridlock。
graphics-forced = WGPU_BACKEND={ $value } 只允许尝试它指定的图形接口；取消这个环境变量，让 Gridlock 自己选择。
graphics-detail = 图形驱动的原话：{ $detail }

## 给读屏软件的棋盘文字（src/i18n/description.rs、src/narration）

a11y-board = 棋盘
a11y-focus-button = { $name }，按钮
a11y-focus-checkbox = { $name }，复选框，{ $checked ->
        [yes] 已勾选
       *[no] 未勾选
    }
a11y-focus-slider = { $name }，滑块，{ $value }
a11y-focus-list = { $name }，列表
a11y-focus-textbox = { $name }，文本框
a11y-unavailable = { $what }，不可用
a11y-controls = 游戏的控件

describe-pieces = 共 { $count } 块：{ $pieces }。
describe-pieces-separator = ；
describe-list-separator = 、
describe-sentence-separator = {""}
describe-piece = { $piece }，{ $lie }，{ $place }
describe-piece-free = { $piece }，{ $place }
describe-lie-across = 横放
describe-lie-upright = 竖放
describe-place = { $rows }，{ $columns }
describe-row = 第{ $row }行
describe-rows = 第{ $first }至{ $last }行
describe-column = 第{ $column }列
describe-columns = 第{ $first }至{ $last }列
describe-walls = 共 { $count } 处墙：{ $walls }。
describe-wall = 墙
describe-cell = 第 { $row } 行第 { $column } 列：{ $what }
describe-cell-empty = 空
describe-draft-unfinished = 还不是关卡：{ $count } 个棋子，{ $walls } 堵墙。
describe-exit = 出口在{ $side }，{ $place }。
describe-side-top = 上边
describe-side-bottom = 下边
describe-side-left = 左边
describe-side-right = 右边
describe-way-clear = { $target }与出口之间没有阻挡。
describe-way-blocked = { $target }与出口之间：{ $pieces }。
describe-at-goal = { $target }已到出口。
describe-focused = { $piece }。{ $reach }
describe-reach = 可以{ $ways }。
describe-reach-way = { $direction }移 { $cells } 格
describe-reach-none = 现在不能移动。
describe-slide = { $piece } { $direction }移 { $cells } 格
say-level = { $level }，{ $family } { $size }。{ $board }按 F4 再听一遍棋盘；Tab 选棋子，方向键移动它。
say-moved = { $slide }：第 { $moves } 步。
say-moved-to-go = { $slide }：第 { $moves } 步，还剩 { $left } 步。
say-undone = 撤销：{ $slide }。
say-redone = 重做：{ $slide }。
say-blocked = { $piece }不能{ $direction }移。
say-hint-frees = 提示：{ $slide }，让出{ $next }。
say-hint-exit = 提示：{ $slide }，之后它与出口之间就没有阻挡了。
say-hint-room = 提示：{ $slide }，为后面腾出空间，还剩 { $left } 步。
say-hint-waiting = 还没有提示：求解器仍在计算。
say-won = { $title }{ $result }。
