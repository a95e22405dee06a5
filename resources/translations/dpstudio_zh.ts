<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="32" />
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="32" />
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="33" />
        <source>Queries &amp; budget</source>
        <translation>查询与预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="33" />
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="34" />
        <source>Release</source>
        <translation>发布</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="35" />
        <source>
&lt;h3&gt;Words used here&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;ε (epsilon)&lt;/b&gt; — the privacy loss. Whatever anyone learns about a patient changes by at most a factor
e&lt;sup&gt;ε&lt;/sup&gt; whether or not that patient is in the table. Smaller ε: more privacy, more noise.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;δ (delta)&lt;/b&gt; — a tiny probability that the ε promise fails. Keep it far below 1 / (number of people),
for example 1e-7, or 0 with Laplace noise. Above 1e-5 it needs the population size N (a public figure), and
must stay below 1 / N.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Sensitivity&lt;/b&gt; — how much one person can change an answer: 1 for a count when each person has one row;
for a sum, the largest value allowed by the bounds. Noise is scaled to it.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Privacy unit&lt;/b&gt; — who is protected. If a patient has several rows, say which column identifies the
patient and how many rows one may have; every query then protects the whole patient.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Budget&lt;/b&gt; — every query spends part of ε; together they may not exceed the total.&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;术语&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;ε（epsilon）&lt;/b&gt;——隐私损失。无论某位患者是否在表中，任何人对该患者所能得知的结论，其变化至多为
e&lt;sup&gt;ε&lt;/sup&gt; 倍。ε 越小，保护越强，噪声越大。&lt;/p&gt;
&lt;p&gt;&lt;b&gt;δ（delta）&lt;/b&gt;——ε 承诺失效的微小概率。应远小于 1 /（人数），例如 1e-7；使用拉普拉斯噪声时为 0。
大于 1e-5 时需要人群规模 N（公开数字），且必须小于 1 / N。&lt;/p&gt;
&lt;p&gt;&lt;b&gt;敏感度&lt;/b&gt;——一个人最多能使结果改变多少：每人一行时，计数为 1；对于总和，为上下界允许的最大值。噪声按此确定。&lt;/p&gt;
&lt;p&gt;&lt;b&gt;隐私保护单位&lt;/b&gt;——受保护的是谁。如果一个人有多行，请指定识别此人的列以及每人最多的行数；这样每个查询都保护此人的全部记录。&lt;/p&gt;
&lt;p&gt;&lt;b&gt;预算&lt;/b&gt;——每个查询消耗 ε 的一部分；合计不得超过总预算。&lt;/p&gt;
</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="48" />
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>打开一个表格或示例数据集以开始。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="130" />
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="217" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="218" />
        <source>&amp;Open table…</source>
        <translation>打开表格(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="220" />
        <source>Open &amp;database…</source>
        <translation>打开数据库(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="222" />
        <source>Open &amp;sample dataset</source>
        <translation>打开示例数据集(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="224" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="226" />
        <source>Open &amp;project…</source>
        <translation>打开项目(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="228" />
        <source>&amp;Save project…</source>
        <translation>保存项目(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="231" />
        <source>Choose the &amp;ledger file…</source>
        <translation>选择预算账本文件(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="232" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="233" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="247" />
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="250" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="258" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="260" />
        <source>&amp;About dpstudio</source>
        <translation>关于 dpstudio(&amp;A)</translation>
    </message>
</context>
</TS>