<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccountingAdvice</name>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="46"/>
        <source>Worked out from the plan&apos;s ε, δ and mechanisms and the public numbers typed on the Preview page, never from the table: choosing by it costs no budget.</source>
        <translation>根据计划的 ε、δ 和机制以及在“预览”页面输入的公开数字计算，从不读取表格：据此选择不消耗任何预算。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="83"/>
        <source>zCDP needs a δ above 0 in the total budget: type one to compare it with sequential accounting.</source>
        <translation>zCDP 需要总预算中的 δ 大于 0：请输入一个 δ，以便将其与顺序组合核算比较。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="86"/>
        <source>For this plan, zCDP gives errors about {share} smaller than sequential accounting.</source>
        <translation>对于此计划，zCDP 的误差比顺序组合核算小约 {share}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="89"/>
        <source>For this plan, sequential accounting gives errors about {share} smaller than zCDP.</source>
        <translation>对于此计划，顺序组合核算的误差比 zCDP 小约 {share}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/accounting_advice.py" line="91"/>
        <source>For this plan, both give about the same errors.</source>
        <translation>对于此计划，两者的误差大致相同。</translation>
    </message>
</context>
<context>
    <name>Budget</name>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="18"/>
        <source>ε (epsilon) is the privacy loss: whatever anyone learns about a patient changes by at most a factor e^ε whether or not that patient is in the table. Smaller is more private and noisier; values between 0.1 and 1 are common.</source>
        <translation>ε（epsilon）是隐私损失：无论某位患者是否在表中，任何人对该患者所能得知的结论，其变化至多为 e^ε 倍。越小越私密，噪声也越大；常见取值在 0.1 到 1 之间。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="22"/>
        <source>δ (delta) is the small probability that the ε promise fails. Keep it far below 1 / (number of people), e.g. 1e-7. Zero for Laplace mechanisms. Above 1e-5 it needs the population size, and must stay below 1 / population.</source>
        <translation>δ（delta）是 ε 承诺失效的微小概率。应使其远小于 1 /（人数），例如 1e-7。拉普拉斯机制为 0。大于 1e-5 时需要填写总体人数，并且必须小于 1 / 总体人数。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="26"/>
        <source>Optional: how many people the table is drawn from (for example the hospital&apos;s catchment population), from public figures, never counted from this table. With it, δ must stay below 1 / population; without it, δ may be at most 1e-5.</source>
        <translation>可选：该表所来自的人数（例如医院服务区域的人口），取自公开数据，绝不从本表统计。填写后，δ 必须小于 1 / 总体人数；不填写时，δ 至多为 1e-5。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="30"/>
        <source>The small-cell rule of your disclosure committee, e.g. 11: counts, cells and means whose noisy value is below it are published as &apos;suppressed&apos;, without a number. It is applied after the noise and costs no privacy budget. &apos;off&apos; publishes every value.</source>
        <translation>您所在披露委员会的小单元格规则，例如 11：加噪后低于该值的计数、单元格和均值将以“已抑制”发布，不给出数字。它在加噪之后应用，不消耗隐私预算。“关”表示发布所有值。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="34"/>
        <source>ε must be above 0: {typed} was not taken, it stays {kept}. A smaller ε is more private; 0 would publish nothing.</source>
        <translation>ε 必须大于 0：未采用 {typed}，仍为 {kept}。ε 越小越私密；0 将不发布任何内容。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="37"/>
        <source>The total ε must be above 0: {typed} was not taken, it stays {kept}. A smaller total ε is more private; 0 would publish nothing.</source>
        <translation>总 ε 必须大于 0：未采用 {typed}，仍为 {kept}。总 ε 越小越私密；0 将不发布任何内容。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="40"/>
        <source>ε spent {spent} of {total}</source>
        <translation>已用 ε {spent}，共 {total}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="41"/>
        <source>ε spent {spent} of {total}  (over budget)</source>
        <translation>已用 ε {spent}，共 {total}（超出预算）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/widgets.py" line="42"/>
        <source>How much of the total ε the queries spend together (sequential composition).</source>
        <translation>各查询合计消耗的总 ε（顺序组合）。</translation>
    </message>
</context>
<context>
    <name>CategoriesDialog</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="69"/>
        <source>Categories of {column}</source>
        <translation>{column} 的类别</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="75"/>
        <source>The public list of values of &lt;b&gt;{column}&lt;/b&gt;, one per line. Values outside the list are counted as (other).</source>
        <translation>&lt;b&gt;{column}&lt;/b&gt; 的公开取值列表，每行一个。列表之外的值计为（其他）。</translation>
    </message>
</context>
<context>
    <name>ColumnDetail</name>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="113"/>
        <source>How the file&apos;s values are read: a change reads the file again (your plan is kept)</source>
        <translation>文件中的值如何读取：更改后会重新读取文件（您的计划保持不变）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="115"/>
        <source>The unit of the column&apos;s values (years, days, mmHg): written after its bounds and its released sums, means and quantiles, in the app and the report</source>
        <translation>该列取值的单位（年、天、mmHg）：在应用和报告中写在其上下界以及发布的总和、均值和分位数之后</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="117"/>
        <source>unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="119"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="120"/>
        <source>The range you know the values lie in, from the form or the codebook, never from the data. Values outside are clamped; a sum&apos;s or mean&apos;s noise grows with the range.</source>
        <translation>您已知取值所在的范围，来自表单或编码手册，而非数据。超出范围的值会被截断；总和或均值的噪声随范围增大。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="123"/>
        <source>The public list of values, one per line. Values outside it count as (other).</source>
        <translation>公开的取值列表，每行一个。列表之外的值计为（其他）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="125"/>
        <source>one value per line, from the codebook</source>
        <translation>每行一个值，来自编码手册</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="126"/>
        <source>Use this list</source>
        <translation>使用此列表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="127"/>
        <source>The values in this table and how often each occurs, for your eyes only, to check the list against. The list itself must come from a public source (a codebook, a coding scheme): a value typed in because it occurs here reveals that it occurs.</source>
        <translation>此表中的值及每个值出现的次数，仅供您本人查看，用于核对列表。列表本身必须来自公开来源（编码手册、编码体系）：因为在这里出现而输入的值会暴露它出现过。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Role:</source>
        <translation>角色：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Type:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="131"/>
        <source>Bounds:</source>
        <translation>上下界：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="132"/>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="132"/>
        <source>Public category list:</source>
        <translation>公开类别列表：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="148"/>
        <source>Select a column in the table to see and edit it here.</source>
        <translation>在表格中选择一列，即可在此查看和编辑。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="149"/>
        <source>Values seen in the table (for your eyes only):</source>
        <translation>表中出现的值（仅供您本人查看）：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="169"/>
        <source>&lt;b&gt;Taken from the data.&lt;/b&gt; This leaks which values occur unless the list is public; the report says so.</source>
        <translation>&lt;b&gt;取自数据。&lt;/b&gt;除非该列表是公开的，否则会泄露出现了哪些值；报告会注明这一点。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="171"/>
        <source>Typed by you: make sure it comes from a public source.</source>
        <translation>由您输入：请确保它来自公开来源。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="186"/>
        <source>The values of a database table stay in the database.</source>
        <translation>数据库表的值保留在数据库中。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="190"/>
        <source>A number column: give bounds rather than a list.</source>
        <translation>数值列：请给出上下界，而不是列表。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="193"/>
        <source>Values seen in the table ({count} different; for your eyes only):</source>
        <translation>表中出现的值（{count} 个不同值；仅供您本人查看）：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="198"/>
        <source>… and {count} more</source>
        <translation>… 以及另外 {count} 个</translation>
    </message>
</context>
<context>
    <name>ColumnsModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="125"/>
        <source>The lower bound is above the upper bound: swap them.</source>
        <translation>下界高于上界：请交换它们。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="126"/>
        <source>Taken from the data: this leaks unless the list is public. The report records it.</source>
        <translation>取自数据：除非该列表是公开的，否则会泄露信息。报告会记录这一点。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="128"/>
        <source>Suggested as {role} because {reason}.</source>
        <translation>建议设为{role}，因为 {reason}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="129"/>
        <source>{values}  (taken from the data)</source>
        <translation>{values}（取自数据）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="137"/>
        <source>&apos;{text}&apos; is not a number: the lower bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>“{text}”不是数字：{column} 的下界保持不变。请输入数字，例如 0 或 120。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="139"/>
        <source>&apos;{text}&apos; is not a number: the upper bound of {column} is unchanged. Type a number such as 0 or 120.</source>
        <translation>“{text}”不是数字：{column} 的上界保持不变。请输入数字，例如 0 或 120。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="142"/>
        <source>A bound must be a finite number: the lower bound of {column} is unchanged.</source>
        <translation>上下界必须是有限数：{column} 的下界保持不变。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="143"/>
        <source>A bound must be a finite number: the upper bound of {column} is unchanged.</source>
        <translation>上下界必须是有限数：{column} 的上界保持不变。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="130"/>
        <source>{low} to {high}</source>
        <translation>{low} 至 {high}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="131"/>
        <source>{count}: {values}</source>
        <translation>{count}：{values}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="132"/>
        <source>{count}: {values} (from the data)</source>
        <translation>{count}：{values}（取自数据）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="133"/>
        <source>{column}: the lower bound {low} is above the upper bound {high}. Swap them: queries on this column are refused until then.</source>
        <translation>{column}：下界 {low} 高于上界 {high}。请交换它们：在此之前，针对该列的查询都会被拒绝。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="166"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="166"/>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="167"/>
        <source>Suggested</source>
        <translation>建议</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="167"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="168"/>
        <source>Lower bound</source>
        <translation>下界</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="168"/>
        <source>Upper bound</source>
        <translation>上界</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="169"/>
        <source>Categories (public list)</source>
        <translation>类别（公开列表）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="170"/>
        <source>Bounds / categories</source>
        <translation>上下界 / 类别</translation>
    </message>
</context>
<context>
    <name>ColumnsPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="28"/>
        <source>The privacy unit is who is protected. If a patient can have several rows (admissions), choose the column that identifies the patient and the most rows one patient may contribute: extra rows are left out, and every query&apos;s noise grows with that number.</source>
        <translation>隐私保护单位指受保护的对象。如果一位患者可能有多行记录（多次住院），请选择识别患者的列，以及每位患者最多可贡献的行数：多余的行会被舍弃，每个查询的噪声随该数字增大。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="32"/>
        <source>The public list of values a column can take (e.g. from the coding scheme). Values outside the list are counted as (other). Separate them with &apos;;&apos;.</source>
        <translation>某列可能取值的公开列表（例如来自编码体系）。列表之外的值计为（其他）。请用 &apos;;&apos; 分隔。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="35"/>
        <source>A database table&apos;s values are not read into dpstudio, so the categories cannot be taken from them here. Type or paste the public list (Edit categories…), e.g. from the coding scheme.</source>
        <translation>数据库表的值不会读入 dpstudio，因此无法在这里从中获取类别。请输入或粘贴公开列表（编辑类别…），例如来自编码体系。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="38"/>
        <source>Taking the categories from the data reveals which values occur in the table — for example that someone has a rare diagnosis. Do this only if the list is public anyway (such as a standard coding scheme). The release report will record that the list came from the data.</source>
        <translation>从数据中获取类别会暴露表中出现了哪些值——例如有人患有某种罕见诊断。只有当该列表本来就是公开的（例如标准编码体系）时才这样做。发布报告会记录该列表来自数据。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="42"/>
        <source>Counting the rows of each person…</source>
        <translation>正在统计每个人的行数…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="211"/>
        <source>Mark each column&apos;s role. &lt;b&gt;Direct identifiers&lt;/b&gt; (names, record numbers) are never released. &lt;b&gt;Quasi-identifiers&lt;/b&gt; (age, sex, zip) can be linked to other sources. &lt;b&gt;Sensitive&lt;/b&gt; columns hold what must stay private. Give bounds for numbers and the public category list for categories: queries use them.</source>
        <translation>标记每一列的角色。&lt;b&gt;直接标识符&lt;/b&gt;（姓名、病历号）从不发布。&lt;b&gt;准标识符&lt;/b&gt;（年龄、性别、邮政编码）可以与其他来源关联。&lt;b&gt;敏感&lt;/b&gt;列包含必须保密的内容。请为数值列给出上下界，为类别列给出公开类别列表：查询会使用它们。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="215"/>
        <source>Select a column to see and edit its type, bounds and category list beside the table; double-click a role to change it here.</source>
        <translation>选择一列即可在表格旁查看和编辑其类型、上下界和类别列表；双击角色可在此更改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="217"/>
        <source>Take categories from the data…</source>
        <translation>从数据中获取类别…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="218"/>
        <source>Edit categories…</source>
        <translation>编辑类别…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="219"/>
        <source>In the editor, type or paste one per line.</source>
        <translation>在编辑器中每行输入或粘贴一个。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="222"/>
        <source>Who is protected (privacy unit)</source>
        <translation>保护谁（隐私保护单位）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="224"/>
        <source>One row is one person</source>
        <translation>一行就是一个人</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="225"/>
        <source>A person is identified by</source>
        <translation>识别一个人的列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="228"/>
        <source>with at most</source>
        <translation>每人至多</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="229"/>
        <source>rows each</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="230"/>
        <source>Keep each person&apos;s first rows by:</source>
        <translation>按以下顺序保留每人最前面的行：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="232"/>
        <source>Which rows a person keeps when they have more than the most rows allowed: the rows with the lowest values of a date or number column (e.g. each patient&apos;s first admissions by date), or else the default order. Text columns are not offered: databases sort text in different ways.</source>
        <translation>当某人的行数超过允许的最大值时保留哪些行：日期或数值列取值最小的那些行（例如每位患者按日期最早的几次住院），否则按默认顺序。不提供文本列：不同数据库对文本的排序方式不同。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="235"/>
        <source>How many rows each person has in this table, and how many rows the chosen limit leaves out: for your eyes only, never released</source>
        <translation>此表中每人有多少行，以及所选上限会舍弃多少行：仅供您本人查看，从不发布</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="237"/>
        <source>Apply suggested roles</source>
        <translation>应用建议的角色</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="238"/>
        <source>Give every column the role in the Suggested column (hover it for the reason). You can undo this.</source>
        <translation>为每一列设置“建议”列中的角色（悬停可查看理由）。此操作可以撤销。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="240"/>
        <source>&lt;b&gt;A few rows&lt;/b&gt; as the database returned them (for your eyes only):</source>
        <translation>数据库返回的&lt;b&gt;几行数据&lt;/b&gt;（仅供您本人查看）：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="241"/>
        <source>The first rows the database returned, for your eyes only: to check that the columns hold what you expect. Nothing here is released, and the plan never uses these rows.</source>
        <translation>数据库返回的前几行，仅供您本人查看：用于检查各列是否包含您预期的内容。这里的内容不会发布，计划也从不使用这些行。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="245"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="245"/>
        <source>The selected column: role, type, bounds, category list</source>
        <translation>所选列：角色、类型、上下界、类别列表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="246"/>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="246"/>
        <source>How re-identifiable the raw table is over its quasi-identifiers</source>
        <translation>原始表通过其准标识符被重识别的程度</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="247"/>
        <source>Rows per person</source>
        <translation>每人行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="247"/>
        <source>How many rows each person has, and what each limit leaves out</source>
        <translation>每人有多少行，以及每个上限会舍弃什么</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="297"/>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="311"/>
        <source>Choose a column</source>
        <translation>选择一列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="297"/>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="311"/>
        <source>Select a column in the table first.</source>
        <translation>请先在表格中选择一列。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="314"/>
        <source>Type the categories</source>
        <translation>输入类别</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="317"/>
        <source>This can leak</source>
        <translation>这可能泄露信息</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="318"/>
        <source>Take the list from the data?</source>
        <translation>从数据中获取列表？</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="355"/>
        <source>How many rows each person has is counted for files; for a database table, the release tells you (for your eyes only) how many rows were left out.</source>
        <translation>每人的行数只对文件进行统计；对于数据库表，发布时会告诉您（仅供您本人查看）舍弃了多少行。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="389"/>
        <source>How many rows the one person has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>这一个人在此表中有多少行，以及每种上限会舍弃什么。仅供您本人查看；从不发布。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="391"/>
        <source>How many rows each of the {people} people has in this table, and what each limit would leave out. For your eyes only; never released.</source>
        <translation>此表中 {people} 人各自有多少行，以及每个上限会舍弃什么。仅供您本人查看；从不发布。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="400"/>
        <source>(a random order per release)</source>
        <translation>（每次发布随机顺序）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="401"/>
        <source>(file order)</source>
        <translation>（文件顺序）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="462"/>
        <source>{count} rows</source>
        <translation>{count} 行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="463"/>
        <source>A person with more than 1 row keeps the one with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>多于 1 行的人保留 {column} 最早的那一行（没有该值的行排在最后）；其余的行被舍弃。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="465"/>
        <source>A person with more than 1 row keeps the one with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>多于 1 行的人保留 {column} 最小的那一行（没有该值的行排在最后）；其余的行被舍弃。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="467"/>
        <source>A person with more than 1 row keeps one drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>多于 1 行的人保留随机抽取的一行，每次发布重新抽取（数据库没有行顺序）；其余的行被舍弃。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="469"/>
        <source>A person with more than 1 row keeps their first row in the file; the other rows are left out.</source>
        <translation>多于 1 行的人保留其在文件中的第一行；其余的行被舍弃。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="471"/>
        <source>A person with more than {rows} keeps the {rows} with the earliest {column} (rows without one come last); the other rows are left out.</source>
        <translation>超过 {rows}的人保留 {column} 最早的 {rows}（没有该值的行排在最后）；其余行被舍弃。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="473"/>
        <source>A person with more than {rows} keeps the {rows} with the lowest {column} (rows without one come last); the other rows are left out.</source>
        <translation>超过 {rows}的人保留 {column} 最小的 {rows}（没有该值的行排在最后）；其余行被舍弃。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="475"/>
        <source>A person with more than {rows} keeps {rows} drawn at random, afresh for each release (a database has no row order); the other rows are left out.</source>
        <translation>超过 {rows}的人保留随机抽取的 {rows}，每次发布重新抽取（数据库没有行顺序）；其余行被舍弃。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="477"/>
        <source>A person with more than {rows} keeps the first {rows} in the file; the other rows are left out.</source>
        <translation>超过 {rows}的人保留文件中最前面的 {rows}；其余行被舍弃。</translation>
    </message>
</context>
<context>
    <name>CountingChoice</name>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="16"/>
        <source>People, each once: in the cell of their first row</source>
        <translation>人，每人一次：计入其第一行所在的单元格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="17"/>
        <source>People, each once: in the cell of their last row</source>
        <translation>人，每人一次：计入其最后一行所在的单元格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="18"/>
        <source>People, once in each cell their rows reach</source>
        <translation>人，在其各行到达的每个单元格中各计一次</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="19"/>
        <source>Rows (a person with several rows counts several times)</source>
        <translation>行（有多行的人会被计数多次）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="22"/>
        <source>Every row&apos;s value</source>
        <translation>每一行的值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="23"/>
        <source>One value per person: their first row&apos;s</source>
        <translation>每人一个值：其第一行的值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="24"/>
        <source>One value per person: their last row&apos;s</source>
        <translation>每人一个值：其最后一行的值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/counting_choice.py" line="26"/>
        <source>What the numbers count. People: each person of the privacy unit once (noise as for one row, whatever their number of rows); a person&apos;s first or last row is by the order chosen on the Columns page (file order without one). Once in each cell: a person seen in two cells is in both, so the cells add up to more than the people (not with margins or totals). Rows: every row, up to the most rows per person.</source>
        <translation>这些数字计的是什么。人：隐私单位中的每个人计一次（无论其有多少行，噪声与单行相同）；一个人的第一行或最后一行按“列”页面上选择的顺序确定（未选择时按文件顺序）。在每个单元格中各计一次：出现在两个单元格中的人在两个单元格中都计入，因此各单元格之和大于人数（不可与边际合计或总计同用）。行：每一行，最多到每人的行数上限。</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="22"/>
        <source>1 row</source>
        <translation>1 行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="22"/>
        <source>{count} rows</source>
        <translation>{count} 行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="23"/>
        <source>1 column</source>
        <translation>1 列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="23"/>
        <source>{count} columns</source>
        <translation>{count} 列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="24"/>
        <source>1 query</source>
        <translation>1 个查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/numbers.py" line="24"/>
        <source>{count} queries</source>
        <translation>{count} 个查询</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="88"/>
        <source>Open a table…</source>
        <translation>打开表格…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="89"/>
        <source>Open a CSV, Excel, Parquet, SPSS, SAS or Stata file (Ctrl+O)</source>
        <translation>打开 CSV、Excel、Parquet、SPSS、SAS 或 Stata 文件（Ctrl+O）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="90"/>
        <source>Open the sample dataset</source>
        <translation>打开示例数据集</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="91"/>
        <source>A synthetic hospital admissions table with a ready-made plan</source>
        <translation>一个带有现成计划的合成住院记录表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="92"/>
        <source>Open a database table…</source>
        <translation>打开数据库表…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="93"/>
        <source>Read a table or a query in a database (PostgreSQL and others, by URL): the rows stay there, only counts and sums come back</source>
        <translation>读取数据库中的表或查询（PostgreSQL 等，通过 URL）：数据行留在数据库中，只返回计数和总和</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="95"/>
        <source>Import settings…</source>
        <translation>导入设置…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="96"/>
        <source>The encoding, delimiter, header line, decimal mark, missing-value words and column types, with a preview; your plan is kept</source>
        <translation>编码、分隔符、标题行、小数点符号、缺失值用词和列类型，附预览；您的计划会保留</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="98"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="99"/>
        <source>The table as loaded. Header colours show column roles.</source>
        <translation>已加载的表格。表头颜色表示列的角色。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="100"/>
        <source>Decided once when the table was first opened, and kept in the plan: every value is read under it on its own, so one row cannot change how others are read.</source>
        <translation>在首次打开表格时确定一次并保存在计划中：每个值都按此单独读取，因此一行不会改变其他行的读取方式。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="103"/>
        <source>Each column&apos;s type. A value that does not fit its column&apos;s type is read as missing for that row alone, and counted in the notes above.</source>
        <translation>每列的类型。与所在列类型不符的值仅在该行被视为缺失，并计入上方的说明。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="105"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="105"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="110"/>
        <source>Open a table to begin, or try the sample dataset.</source>
        <translation>打开一个表格开始，或试用示例数据集。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="138"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; — {rows}, {columns}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — {rows}，{columns}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="152"/>
        <source>{what} in {url} — {rows}, {columns} · engine: {engine}</source>
        <translation>{url} 中的{what} — {rows}，{columns} · 引擎：{engine}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="108"/>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="127"/>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="140"/>
        <source>format: {format}</source>
        <translation>格式：{format}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="141"/>
        <source>fingerprint: {start}…</source>
        <translation>指纹：{start}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="142"/>
        <source>Note: {note}</source>
        <translation>说明：{note}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="145"/>
        <source>This table stays on this computer; only the noisy release leaves it.</source>
        <translation>此表格留在本计算机上；只有加噪后的发布结果会离开它。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="150"/>
        <source>table &lt;b&gt;{name}&lt;/b&gt;</source>
        <translation>表 &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="151"/>
        <source>&lt;b&gt;a query&lt;/b&gt;</source>
        <translation>&lt;b&gt;一个查询&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="155"/>
        <source>The rows stay in the database: the plan&apos;s counts and sums are computed there, and only they come back. Below: its only row, for your eyes only.</source>
        <translation>这些行留在数据库中：计划中的计数和总和在那里计算，只有结果会返回。下方：它仅有的一行，仅供您本人查看。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="158"/>
        <source>The rows stay in the database: the plan&apos;s counts and sums are computed there, and only they come back. Below: the first {count} rows, for your eyes only.</source>
        <translation>数据行留在数据库中：计划中的计数和总和在那里计算，只有它们会返回。下方：前 {count} 行，仅供您本人查看。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="162"/>
        <source>&lt;b&gt;Query:&lt;/b&gt; {query}</source>
        <translation>&lt;b&gt;查询：&lt;/b&gt;{query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="177"/>
        <source>encoding {encoding}</source>
        <translation>编码 {encoding}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="178"/>
        <source>delimiter {delimiter}</source>
        <translation>分隔符 {delimiter}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="181"/>
        <source>quote {quote}</source>
        <translation>引号 {quote}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="183"/>
        <source>decimal mark &apos;{mark}&apos;</source>
        <translation>小数点符号 &apos;{mark}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="184"/>
        <source>column names on line {line}</source>
        <translation>列名在第 {line} 行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="185"/>
        <source>no header line (columns named column 1, column 2, …)</source>
        <translation>无标题行（列名为 column 1、column 2…）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="186"/>
        <source>values may span lines</source>
        <translation>值可以跨行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="186"/>
        <source>one row per line</source>
        <translation>每行一条记录</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="188"/>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="189"/>
        <source>the usual words (NA, NULL, N/A, …)</source>
        <translation>常用词（NA、NULL、N/A…）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="191"/>
        <source>missing: an empty field and {words}</source>
        <translation>缺失：空字段和{words}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="192"/>
        <source>missing: an empty field</source>
        <translation>缺失：空字段</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="193"/>
        <source>&lt;b&gt;Read as:&lt;/b&gt; {parts}</source>
        <translation>&lt;b&gt;读取方式：&lt;/b&gt;{parts}</translation>
    </message>
</context>
<context>
    <name>DatabaseDialog</name>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="28"/>
        <source>One SELECT statement that reads the rows to release from, for example SELECT * FROM public.admissions WHERE year = 2024. A statement that writes is refused; on PostgreSQL the query runs in a read-only transaction. Connect as a role that may only read.</source>
        <translation>一条 SELECT 语句，读取要据以发布的数据行，例如 SELECT * FROM public.admissions WHERE year = 2024。会写入数据的语句将被拒绝；在 PostgreSQL 上，查询在只读事务中运行。请使用只能读取的角色连接。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="33"/>
        <source>Something went wrong inside dpstudio ({error}). Nothing was opened.</source>
        <translation>dpstudio 内部出错（{error}）。没有打开任何内容。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="34"/>
        <source>Check the user name in the URL and the password.</source>
        <translation>请检查 URL 中的用户名和密码。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="70"/>
        <source>Open a database table</source>
        <translation>打开数据库表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="86"/>
        <source>The database&apos;s address without the password: postgresql://USER@HOST:PORT/DATABASE. The rows stay in the database; only counts and sums come back.</source>
        <translation>数据库地址（不含密码）：postgresql://用户@主机:端口/数据库。数据行留在数据库中；只返回计数和总和。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="90"/>
        <source>The password of the database user. It is used to connect and never saved.</source>
        <translation>数据库用户的密码。仅用于连接，从不保存。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="93"/>
        <source>The longest one statement may run on the database; the server stops it then, and nothing is released. If dpstudio closes unexpectedly, the server stops its statements within seconds.</source>
        <translation>一条语句在数据库上最多可运行的时间；超时后服务器会中止它，且不发布任何内容。如果 dpstudio 意外关闭，服务器会在几秒内中止它的语句。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="96"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="97"/>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="98"/>
        <source>Connect and list the tables you can read</source>
        <translation>连接并列出您可以读取的表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="100"/>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="101"/>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="102"/>
        <source>&amp;Time limit:</source>
        <translation>时间上限(&amp;T):</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="103"/>
        <source>A table</source>
        <translation>一个表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="104"/>
        <source>A query</source>
        <translation>一个查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="108"/>
        <source>The tables and views you can read, as SCHEMA.TABLE</source>
        <translation>您可以读取的表和视图，格式为 模式.表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="115"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="116"/>
        <source>Stop waiting for the database</source>
        <translation>停止等待数据库</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="117"/>
        <source>Type the URL and the password, then test the connection.</source>
        <translation>请输入 URL 和密码，然后测试连接。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="121"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="122"/>
        <source>Open the chosen table or query</source>
        <translation>打开所选的表或查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="123"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="165"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="173"/>
        <source>Choose a table (test the connection to list them), or type a query.</source>
        <translation>请选择一个表（测试连接即可列出），或输入一个查询。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="175"/>
        <source>Opening {table}…</source>
        <translation>正在打开 {table}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="176"/>
        <source>Opening the query…</source>
        <translation>正在打开查询…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="192"/>
        <source>Cancelled. Nothing was opened.</source>
        <translation>已取消。没有打开任何内容。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="207"/>
        <source>Connected. 0 tables you can read; type a query instead.</source>
        <translation>已连接。没有您可以读取的表；请改为输入一个查询。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="209"/>
        <source>Connected. 1 table you can read: choose one, or type a query.</source>
        <translation>已连接。有 1 个您可以读取的表：请选择它，或输入一个查询。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="211"/>
        <source>Connected. {count} tables you can read: choose one, or type a query.</source>
        <translation>已连接。有 {count} 个您可以读取的表：请选择一个，或输入一个查询。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/database_dialog.py" line="215"/>
        <source>Opened {table}: {rows}, {columns}.</source>
        <translation>已打开 {table}：{rows}，{columns}。</translation>
    </message>
</context>
<context>
    <name>DistributionResult</name>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="44"/>
        <source>Each query&apos;s ε and expected error before and after the distribution</source>
        <translation>分配前后每个查询的 ε 和预期误差</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="45"/>
        <source>Undo the distribution</source>
        <translation>撤销分配</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="46"/>
        <source>Put every query&apos;s ε back as it was before the distribution</source>
        <translation>将每个查询的 ε 恢复为分配前的值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="59"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, error not known (type its expected rows)</source>
        <translation>{query}：ε {old_epsilon} → {new_epsilon}，误差未知（请输入其预期行数）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="61"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new} &lt;b&gt;(larger)&lt;/b&gt;</source>
        <translation>{query}：ε {old_epsilon} → {new_epsilon}，±{old} → ±{new} &lt;b&gt;（变大）&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="63"/>
        <source>{query}: ε {old_epsilon} → {new_epsilon}, ±{old} → ±{new}</source>
        <translation>{query}：ε {old_epsilon} → {new_epsilon}，±{old} → ±{new}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="65"/>
        <source>{figure} places in the sorted values</source>
        <translation>{figure} 个排序后数值中的位置</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="86"/>
        <source>The distribution made the query&apos;s error larger.</source>
        <translation>这次分配使该查询的误差变大了。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="88"/>
        <source>The distribution made the error larger for {larger} of {queries} queries.</source>
        <translation>这次分配使 {queries} 个查询中的 {larger} 个误差变大了。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="84"/>
        <source>Before → after, at the chosen confidence:</source>
        <translation>之前 → 之后，按所选置信度：</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="14"/>
        <source>The table or file cannot be used as it is</source>
        <translation>该表格或文件无法按原样使用</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="15"/>
        <source>Not enough privacy budget left</source>
        <translation>剩余隐私预算不足</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="16"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="17"/>
        <source>This cannot be done as it stands</source>
        <translation>按目前的设置无法完成</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="19"/>
        <source>The plan needs fixing</source>
        <translation>计划需要修正</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="20"/>
        <source>Fix these and try again.</source>
        <translation>请修正这些问题后重试。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="21"/>
        <source>The budget was spent, but the release was not delivered</source>
        <translation>预算已消耗，但发布未能交付</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="22"/>
        <source>Something went wrong inside dpstudio</source>
        <translation>dpstudio 内部出错</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/dialogs.py" line="23"/>
        <source>This is a bug in dpstudio, not a problem with your input. Nothing was released and your edits are kept. The details below help the developers fix it.</source>
        <translation>这是 dpstudio 的程序错误，而不是您的输入有问题。没有发布任何内容，您的编辑均已保留。下方的详细信息可帮助开发者修复它。</translation>
    </message>
</context>
<context>
    <name>ExpectationsEditor</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="19"/>
        <source>The budget tools choose ε from the plan and from the expected numbers typed here, never from this table, because the ε they choose are published. Take these numbers from public knowledge (last year&apos;s published figures, a registry), not from this table.</source>
        <translation>预算工具根据计划和此处输入的预期数字来选择 ε，而从不根据这张表，因为它们选择的 ε 会被公开。请从公开信息（去年公布的数字、登记册）中取得这些数字，而不是从这张表中。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="55"/>
        <source>How many rows you expect the table to have (after at most the allowed rows per person), from public knowledge, not from this table.</source>
        <translation>您预计该表有多少行（按每人允许的最多行数限制之后），依据公开信息，而不是这张表。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="57"/>
        <source>How many rows you expect the selected query to cover (after its filter), from public knowledge. Needed for a filtered query&apos;s relative error, a mean or randomized response.</source>
        <translation>您预计所选查询覆盖多少行（经过其筛选之后），依据公开信息。计算带筛选查询的相对误差、均值或随机响应时需要。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="60"/>
        <source>The answer you expect for the selected query (a count, a typical cell&apos;s count, a sum or a mean), from public knowledge. Relative errors are taken against it.</source>
        <translation>您预计所选查询的答案（计数、典型单元格的计数、总和或均值），依据公开信息。相对误差以它为基准。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="63"/>
        <source>Expected rows in the table</source>
        <translation>表中预期行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="64"/>
        <source>Selected query: expected rows</source>
        <translation>所选查询：预期行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="64"/>
        <source>expected value</source>
        <translation>预期值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="87"/>
        <source>e.g. 5000</source>
        <translation>例如 5000</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="94"/>
        <source>default {figure}</source>
        <translation>默认 {figure}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="95"/>
        <source>not known</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>FamilyOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="28"/>
        <source>Each column alone and every pair</source>
        <translation>每列单独及每两列组合</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="29"/>
        <source>Each column alone, every pair and every three</source>
        <translation>每列单独、每两列及每三列组合</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="33"/>
        <source>Every pair of columns</source>
        <translation>每两列组合</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="34"/>
        <source>Every three columns</source>
        <translation>每三列组合</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="35"/>
        <source>A chain: each column with the next</source>
        <translation>一条链：每列与下一列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="36"/>
        <source>Pairs chosen privately at release (a tree of the most related)</source>
        <translation>发布时以隐私方式选择列对（关联最强的一棵树）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="39"/>
        <source>As the plan lists them: {tables}</source>
        <translation>按计划所列：{tables}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="40"/>
        <source>Tick 2 or more columns: every table is made of these columns, each with its categories or bins (below)</source>
        <translation>勾选 2 列或更多列：每张表都由这些列组成，每列使用其类别或分箱（见下方）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="42"/>
        <source>Which tables of the ticked columns are released; all are measured together</source>
        <translation>发布所勾选列的哪些表；所有表一起测量</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="44"/>
        <source>Which tables of the ticked columns are measured together; the synthetic rows keep the relations these tables show, no more</source>
        <translation>一起测量已勾选列的哪些表；合成行只保留这些表所显示的关系，不多于此</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="46"/>
        <source>How many synthetic rows to write; the lowest value writes as many as the measured tables estimate (from the noisy counts: no further budget)</source>
        <translation>要写出多少合成行；最小值表示按已测量的表估计的行数写出（来自加噪计数：不再消耗预算）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="48"/>
        <source>as many as estimated</source>
        <translation>按估计的行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="49"/>
        <source>How many pairs of columns to choose at release: one fewer than the columns makes a tree linking them all (the default); more pairs keep more relations, each measured with a smaller share of the budget, and take longer to fit</source>
        <translation>发布时要选择多少个列对：比列数少一时构成连接所有列的一棵树（默认）；列对越多，保留的关系越多，但每个列对分得的预算越少，拟合也更慢</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="52"/>
        <source>The share of this query&apos;s budget spent choosing the pairs (10% by default); the rest measures them. A larger share chooses more surely when many pairs are chosen, and leaves more noise in each measured table</source>
        <translation>本查询预算中用于选择列对的份额（默认 10%）；其余用于测量这些列对。选择许多列对时，份额越大选择越可靠，但每张测量表中的噪声也越多</translation>
    </message>
</context>
<context>
    <name>FamilyTables</name>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="86"/>
        <source>Each table&apos;s interval with the family measured together, beside the interval it would have measured on its own with an equal share of the query&apos;s budget</source>
        <translation>表族一起测量时每张表的区间，旁边是该表以查询预算的等份单独测量时的区间</translation>
    </message>
</context>
<context>
    <name>FamilyTablesModel</name>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="24"/>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="24"/>
        <source>Cells</source>
        <translation>单元格数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="25"/>
        <source>Measured together</source>
        <translation>一起测量时</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/family_tables.py" line="26"/>
        <source>Measured on its own</source>
        <translation>单独测量时</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="43"/>
        <source>point (4.4)</source>
        <translation>小数点 (4.4)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="44"/>
        <source>comma (4,4)</source>
        <translation>逗号 (4,4)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="60"/>
        <source>Open {file}</source>
        <translation>打开 {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="74"/>
        <source>&lt;b&gt;{file}&lt;/b&gt;: check that the columns and their types look right. What you choose here is kept in the plan, and the file is read this way every time.</source>
        <translation>&lt;b&gt;{file}&lt;/b&gt;：请检查各列及其类型是否正确。您在此处的选择会保存在计划中，以后每次都按此方式读取该文件。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="80"/>
        <source>The sheet of the workbook that holds the table</source>
        <translation>工作簿中包含该表格的工作表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="84"/>
        <source>This workbook has {count} sheets: choose the one that holds the table.</source>
        <translation>此工作簿有 {count} 个工作表：请选择包含该表格的那一个。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="88"/>
        <source>Sheet:</source>
        <translation>工作表：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="92"/>
        <source>The first {count} rows as they will be read; a value that does not fit its column&apos;s type is shown as missing</source>
        <translation>按将要读取的方式显示的前 {count} 行；与所在列类型不符的值显示为缺失</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="96"/>
        <source>Each column&apos;s type. Change one where the guess is wrong: a code such as a zip code is text, a date column is a date.</source>
        <translation>每列的类型。若推测有误请修改：邮政编码之类的代码是文本，日期列是日期。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="98"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="98"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="102"/>
        <source>Guess the types again</source>
        <translation>重新推测类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="103"/>
        <source>Forget the types chosen by hand and guess each column&apos;s type from the file</source>
        <translation>忽略手动选择的类型，根据文件重新推测每列的类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="104"/>
        <location filename="../../dpstudio/gui/import_dialog.py" line="256"/>
        <source>Reading the file…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="153"/>
        <source>How the text file is written</source>
        <translation>文本文件的书写方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="155"/>
        <source>How the file&apos;s bytes are letters. If letters look wrong (Ã¤ for ä), choose another: cp1252 or latin_1 for Western European Windows files, gb18030 for Chinese</source>
        <translation>文件的字节如何转换为文字。如果文字显示错误（例如 Ã¤ 代替 ä），请另选一种：西欧 Windows 文件用 cp1252 或 latin_1，中文用 gb18030</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="160"/>
        <source>Type any encoding Python knows, such as cp1250 or shift_jis</source>
        <translation>可输入 Python 支持的任何编码，例如 cp1250 或 shift_jis</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="163"/>
        <source>The character between two fields of a line</source>
        <translation>一行中两个字段之间的字符</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="166"/>
        <source>The character around a field that holds the delimiter</source>
        <translation>包围含有分隔符的字段的字符</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="170"/>
        <source>The line that holds the column names; lines above it (a title) are left out. &apos;{none}&apos;: the file has no names, every line is a row</source>
        <translation>包含列名的行；其上方的行（如标题）会被跳过。“{none}”：文件没有列名，每一行都是一条记录</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="199"/>
        <source>the usual words (NA, N/A, NULL, NaN, None, …)</source>
        <translation>常用词（NA、N/A、NULL、NaN、None…）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="201"/>
        <source>Read these words as missing values, as well as an empty field</source>
        <translation>将这些词与空字段一样读作缺失值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="204"/>
        <source>More words that mean &apos;missing&apos; in this file, separated by commas: k.A., -99, unknown</source>
        <translation>此文件中表示“缺失”的其他词，用逗号分隔：k.A., -99, unknown</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="206"/>
        <source>more, separated by commas: k.A., -99</source>
        <translation>其他词，用逗号分隔：k.A., -99</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="180"/>
        <source>Encoding:</source>
        <translation>编码：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="180"/>
        <source>Delimiter:</source>
        <translation>分隔符：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="181"/>
        <source>Quote:</source>
        <translation>引号：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="208"/>
        <source>Decimal mark:</source>
        <translation>小数点符号：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="181"/>
        <source>Column names on line:</source>
        <translation>列名所在行：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="190"/>
        <source>How values are read</source>
        <translation>数值的读取方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="192"/>
        <source>How numbers with a fraction are written: 4.4 or 4,4. For a text file, dpstudio finds it from the values until you choose; in a workbook, it is the mark of numbers written as text</source>
        <translation>带小数的数字的写法：4.4 或 4,4。对于文本文件，在您自行选择之前，dpstudio 会根据数值识别；在工作簿中，它是以文本形式书写的数字所用的符号</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="211"/>
        <source>Missing values: an empty field,</source>
        <translation>缺失值：空字段，</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="283"/>
        <source>{rows}, {columns}.</source>
        <translation>{rows}，{columns}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="294"/>
        <source>These choices do not read the file: {error}</source>
        <translation>按这些选项无法读取该文件：{error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="308"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/import_dialog.py" line="333"/>
        <source>whole number, number, text (codes such as zip codes stay text) or date (YYYY-MM-DD)</source>
        <translation>整数、数字、文本（邮政编码之类的代码保持为文本）或日期（YYYY-MM-DD）</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../../dpstudio/gui/language_menu.py" line="15"/>
        <source>The language is set by DPSTUDIO_LANGUAGE={value}; unset it to choose here</source>
        <translation>语言由 DPSTUDIO_LANGUAGE={value} 设定；取消该设置后即可在此选择</translation>
    </message>
</context>
<context>
    <name>LedgerStatus</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="24"/>
        <source>Checking the ledger…</source>
        <translation>正在检查预算账本…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="127"/>
        <source>This release needs ε = {needed}, but only ε = {left} of the lifetime budget is left: the export will be refused.</source>
        <translation>此次发布需要 ε = {needed}，但人群总预算只剩 ε = {left}：导出将被拒绝。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="129"/>
        <source>This release needs δ = {needed}, but only δ = {left} of the lifetime budget is left: the export will be refused.</source>
        <translation>此次发布需要 δ = {needed}，但人群总预算只剩 δ = {left}：导出将被拒绝。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="148"/>
        <source>The ledger cannot be opened: {error}</source>
        <translation>无法打开预算账本：{error}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="149"/>
        <source>Ledger: {population}.</source>
        <translation>预算账本：{population}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="150"/>
        <source>If they are part of it, choose it under &lt;b&gt;Population&lt;/b&gt; (charged to its lifetime budget); if they are a different population, tick &lt;b&gt;New population&lt;/b&gt;.</source>
        <translation>如果他们属于该人群，请在&lt;b&gt;人群&lt;/b&gt;下选择它（计入该人群的总预算）；如果他们是另一个人群，请勾选&lt;b&gt;新人群&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="153"/>
        <source>&lt;b&gt;No lifetime budget&lt;/b&gt; is set for these people in the ledger ({file}). Set one before releasing: it caps what all releases of them may spend together.</source>
        <translation>预算账本（{file}）中&lt;b&gt;没有为这些人设置人群总预算&lt;/b&gt;。请在发布前设置：它限制关于他们的所有发布合计可消耗的预算。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="155"/>
        <source>This population has spent ε = {spent} of its lifetime ε = {limit}; &lt;b&gt;{left} left&lt;/b&gt;.</source>
        <translation>该人群已消耗其人群总 ε = {limit} 中的 ε = {spent}；&lt;b&gt;剩余 {left}&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="157"/>
        <source>No lifetime budget is set for these people: the export will be refused. Set one on this page first.</source>
        <translation>尚未为这些人设置人群总预算：导出将被拒绝。请先在此页面设置。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="159"/>
        <source>After it, ε = {epsilon} and δ = {delta} of the lifetime budget will be left.</source>
        <translation>发布后，人群总预算将剩余 ε = {epsilon} 和 δ = {delta}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="160"/>
        <source>Of its lifetime δ = {limit}, {spent} is spent; {left} left.</source>
        <translation>其人群总 δ = {limit} 中已消耗 {spent}；剩余 {left}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="161"/>
        <source>Last budget change ({date}, {user}): “{reason}”.</source>
        <translation>最近一次预算更改（{date}，{user}）：“{reason}”。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="162"/>
        <source>Release #{number} ({date}, ε = {epsilon}) into {folder}: {state}.</source>
        <translation>账本记录 #{number} 的发布（{date}，ε = {epsilon}）到 {folder}：{state}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_status.py" line="163"/>
        <source>Releases are signed with the data office&apos;s key, fingerprint &lt;code&gt;{fingerprint}&lt;/code&gt;.</source>
        <translation>发布使用数据管理部门的密钥签名，指纹为 &lt;code&gt;{fingerprint}&lt;/code&gt;。</translation>
    </message>
</context>
<context>
    <name>LiveError</name>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="31"/>
        <source>How far the released value may be from the true one, with 95% confidence, at this query&apos;s ε: from the plan and the public numbers typed on the Preview page, never from the table.</source>
        <translation>在此查询的 ε 下，发布值以 95% 置信度可能偏离真实值多远：依据计划和在“预览”页面输入的公开数字，绝不依据本表。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="44"/>
        <source>Fix the problems below to see the expected error.</source>
        <translation>请先解决下方的问题，才能看到预期误差。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="18"/>
        <source>A mean&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>均值的误差取决于它涵盖多少行：请在“预览”页面输入预期行数（公开数字，而非本表的数字）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="40"/>
        <source>A randomized response&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>随机响应的误差取决于它涵盖多少行：请在“预览”页面输入预期行数（公开数字，而非本表的数字）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="50"/>
        <source>This query&apos;s error depends on how many rows it covers: type the expected rows on the Preview page (a public figure, not this table&apos;s).</source>
        <translation>此查询的误差取决于它涵盖多少行：请在“预览”页面输入预期行数（公开数字，而非本表的数字）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="54"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence, in each group at most (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} 个排序后数值中的位置&lt;/b&gt;，置信度 95%，每组最多如此（分位数的区间计的是数值个数，而不是该列的单位）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="57"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence, for each quantile at most (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} 个排序后数值中的位置&lt;/b&gt;，置信度 95%，每个分位数最多如此（分位数的区间计的是数值个数，而不是该列的单位）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="60"/>
        <source>&lt;b&gt;±{figure} places in the sorted values&lt;/b&gt; with 95% confidence (a quantile&apos;s interval counts values, not the column&apos;s units).</source>
        <translation>&lt;b&gt;±{figure} 个排序后数值中的位置&lt;/b&gt;，置信度 95%（分位数的区间计的是数值个数，而不是该列的单位）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="63"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell of its tables (each table measured on its own with Laplace noise; the Preview page shows each table&apos;s).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt;，95% 置信度，适用于其各表的每个单元格（每张表以拉普拉斯噪声单独测量；预览页显示每张表的区间）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="66"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell of its tables at most (the Preview page shows each table&apos;s, and what measuring them together saves).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt;，置信度 95%，其各表的每个单元格至多如此（“预览”页显示每张表的区间，以及一起测量节省了多少）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="69"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each cell at most (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt;，置信度 95%，每个单元格至多如此（截断或取整之前）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="71"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence, in each group at most (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt;，置信度 95%，每组至多如此（截断或取整之前）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/live_error.py" line="74"/>
        <source>&lt;b&gt;±{figure}&lt;/b&gt; with 95% confidence (before clamping or rounding).</source>
        <translation>&lt;b&gt;±{figure}&lt;/b&gt;，置信度 95%（截断或取整之前）。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="8"/>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="8"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="9"/>
        <source>Queries &amp; budget</source>
        <translation>查询与预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="9"/>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/steps.py" line="10"/>
        <source>Release</source>
        <translation>发布</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="44"/>
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
        <location filename="../../dpstudio/gui/main_window.py" line="57"/>
        <source>Open a table, or the sample dataset, to begin.</source>
        <translation>打开一个表格或示例数据集以开始。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="80"/>
        <source>Something needs your attention.</source>
        <translation>有事项需要您处理。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="81"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="81"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="123"/>
        <source>The steps from a table to a release; you can go back any time</source>
        <translation>从表格到发布的各个步骤；您可以随时返回</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="147"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="277"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="278"/>
        <source>&amp;Open table…</source>
        <translation>打开表格(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="280"/>
        <source>Open &amp;database…</source>
        <translation>打开数据库(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="282"/>
        <source>Open &amp;sample dataset</source>
        <translation>打开示例数据集(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="284"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="286"/>
        <source>Open &amp;project…</source>
        <translation>打开项目(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="288"/>
        <source>&amp;Save project…</source>
        <translation>保存项目(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="290"/>
        <source>Save project &amp;as…</source>
        <translation>项目另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="293"/>
        <source>Choose the &amp;ledger file…</source>
        <translation>选择预算账本文件(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="294"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="295"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="300"/>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="307"/>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="310"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="313"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="315"/>
        <source>&amp;About dpstudio</source>
        <translation>关于 dpstudio(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="336"/>
        <source>Tables ({patterns})</source>
        <translation>表格 ({patterns})</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="336"/>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="337"/>
        <source>Open a table</source>
        <translation>打开表格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="370"/>
        <source>Reading {file} again with {column} as {type}…</source>
        <translation>正在重新读取 {file}，将 {column} 作为{type}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="378"/>
        <source>Opening {file}…</source>
        <translation>正在打开 {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="385"/>
        <source>Reading {file} again…</source>
        <translation>正在重新读取 {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="398"/>
        <source>Loading {file}…</source>
        <translation>正在加载 {file}…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405"/>
        <source>Choose the sheet</source>
        <translation>选择工作表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="405"/>
        <source>{file} has {count} sheets. Which one holds the table?</source>
        <translation>{file} 有 {count} 个工作表。哪一个包含该表格？</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="424"/>
        <source>Loaded {file}: {rows}. The project&apos;s plan did not say how to read the file, so it was inferred ({schema}); save the project to keep it.</source>
        <translation>已加载 {file}：{rows}。项目的计划没有说明如何读取该文件，因此已自动推断（{schema}）；保存项目即可保留。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="430"/>
        <source>Loaded {file}: {rows}.</source>
        <translation>已加载 {file}：{rows}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="460"/>
        <source>Opened {table} in {url}: {rows} (they stay in the database).</source>
        <translation>已打开 {url} 中的 {table}：{rows}（数据行留在数据库中）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="476"/>
        <source>The project reads this database. Type the password, then Test connection or Open.</source>
        <translation>该项目读取此数据库。请输入密码，然后点击“测试连接”或“打开”。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="481"/>
        <source>Open a project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="482"/>
        <source>dpstudio projects (*.dpstudio.json *.json)</source>
        <translation>dpstudio 项目 (*.dpstudio.json *.json)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="521"/>
        <source>This project&apos;s plan was saved before dpstudio could count people: its counts still count rows, as they did. The Queries page shows what each query counts, and lets you count people instead.</source>
        <translation>此项目的计划保存于 dpstudio 能够计数人之前：其计数仍按行计数，与以前相同。“查询”页面显示每个查询计数的对象，并可改为计数人。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="528"/>
        <source>The data file {file} has changed since this project was saved. The project&apos;s plan was kept as it was; check the columns&apos; roles, bounds and categories, and the preview, before you release.</source>
        <translation>自保存此项目以来，数据文件 {file} 已更改。项目的计划保持不变；发布前请检查各列的角色、上下界和类别，以及预览。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="531"/>
        <source>The data file has changed since the project was saved: {file}</source>
        <translation>自项目保存以来，数据文件已更改：{file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="533"/>
        <source>The data file has changed</source>
        <translation>数据文件已更改</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="549"/>
        <source>Save the project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="550"/>
        <source>dpstudio projects (*.dpstudio.json)</source>
        <translation>dpstudio 项目 (*.dpstudio.json)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="545"/>
        <location filename="../../dpstudio/gui/main_window.py" line="553"/>
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="559"/>
        <source>Choose the ledger file (new or existing)</source>
        <translation>选择预算账本文件（新建或已有）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="561"/>
        <source>dpstudio ledgers (*.sqlite)</source>
        <translation>dpstudio 预算账本 (*.sqlite)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="566"/>
        <source>Releases are recorded in {file}</source>
        <translation>发布记录在 {file} 中</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="574"/>
        <source>Released into {folder}.</source>
        <translation>已发布到 {folder}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="598"/>
        <source>Publish statistics about patients under differential privacy.</source>
        <translation>在差分隐私保护下发布关于患者的统计数据。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="602"/>
        <source>About dpstudio</source>
        <translation>关于 dpstudio</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="605"/>
        <source>no table</source>
        <translation>无表格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="681"/>
        <source>An export is running</source>
        <translation>导出正在进行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="682"/>
        <source>An export is running. Close dpstudio anyway?

If the budget has not been charged yet, the export stops and nothing is spent. If it has, dpstudio finishes writing the files before it closes.</source>
        <translation>导出正在进行。仍要关闭 dpstudio 吗？

如果预算尚未扣除，导出会停止，不会消耗任何预算。如果已经扣除，dpstudio 会先写完文件再关闭。</translation>
    </message>
</context>
<context>
    <name>PeoplePanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="18"/>
        <source>One row is one person: nothing to count. Choose the column that identifies a person (below the table) to see how many rows each person has, and what each limit would leave out.</source>
        <translation>一行就是一个人：无需统计。请选择识别一个人的列（在表格下方），即可查看每人有多少行，以及每个上限会舍弃什么。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="50"/>
        <source>For each &apos;at most N rows&apos; choice: how many rows would be left out, and how many people would lose rows. For your eyes only; never released.</source>
        <translation>对于每种“至多 N 行”的选择：会舍弃多少行，以及有多少人会失去部分行。仅供您本人查看；从不发布。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="52"/>
        <source>At most</source>
        <translation>至多</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="52"/>
        <source>Rows
left out</source>
        <translation>舍弃的
行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="53"/>
        <source>People
losing rows</source>
        <translation>失去部分行
的人数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="68"/>
        <source>{count} row</source>
        <translation>{count} 行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="68"/>
        <source>{count} rows</source>
        <translation>{count} 行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/people_panel.py" line="75"/>
        <source>Your choice</source>
        <translation>您的选择</translation>
    </message>
</context>
<context>
    <name>PreviewPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="159"/>
        <source>What to expect &lt;b&gt;before&lt;/b&gt; spending anything: how far each released value may be from the true one. Nothing here is drawn or released; true values are shown for you only.</source>
        <translation>在消耗任何预算&lt;b&gt;之前&lt;/b&gt;可以预期什么：每个发布值可能与真实值相差多远。这里不抽取也不发布任何内容；真实值仅向您显示。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="162"/>
        <source>The probability that the released value is within the interval shown</source>
        <translation>发布值落在所示区间内的概率</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="165"/>
        <source>the same shares, all of the budget</source>
        <translation>相同份额，用完全部预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="166"/>
        <source>smallest worst relative error</source>
        <translation>最小的最大相对误差</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="166"/>
        <source>smallest total relative error</source>
        <translation>最小的总相对误差</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="170"/>
        <source>Distribute the budget</source>
        <translation>分配预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="171"/>
        <source>Set every query&apos;s ε within the total budget.</source>
        <translation>在总预算之内设置每个查询的 ε。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="172"/>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="173"/>
        <source>for the</source>
        <translation>目标：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="174"/>
        <source>I need ±</source>
        <translation>我需要 ±</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="175"/>
        <source>Select a query to see its plots</source>
        <translation>选择一个查询以查看其图表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Mechanism</source>
        <translation>机制</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="176"/>
        <source>Interval</source>
        <translation>区间</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="177"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="179"/>
        <source>Relative
error</source>
        <translation>相对
误差</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="177"/>
        <source>After clamping
at 0</source>
        <translation>负值提升
为 0 之后</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="178"/>
        <source>In words</source>
        <translation>文字说明</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="180"/>
        <source>The ± you need on the selected query, in its units</source>
        <translation>您对所选查询需要的 ±，以其单位计</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="181"/>
        <source>e.g. 10</source>
        <translation>例如 10</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="182"/>
        <source>Set ε for this interval</source>
        <translation>为此区间设置 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="183"/>
        <source>Give the selected query the smallest ε that reaches the wanted interval.</source>
        <translation>为所选查询设置能达到所需区间的最小 ε。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="188"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="199"/>
        <source>Open a table and add queries to see their expected error.</source>
        <translation>打开一个表格并添加查询，即可查看其预期误差。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="207"/>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="258"/>
        <source>Fix the plan first:</source>
        <translation>请先修正计划：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="217"/>
        <source>Computing the true answers once in the database (only counts and sums come back; they never leave this computer)…</source>
        <translation>正在数据库中一次性计算真实答案（只返回计数和总和；它们永远不会离开这台计算机）…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="219"/>
        <source>Computing the true answers once (they never leave this computer)…</source>
        <translation>正在一次性计算真实答案（它们永远不会离开这台计算机）…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="244"/>
        <source>Cancelled. Any change to the plan computes the answers again.</source>
        <translation>已取消。对计划的任何更改都会重新计算答案。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="263"/>
        <source>The preview could not be computed.</source>
        <translation>无法计算预览。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="273"/>
        <source>The queries spend more than the total budget: lower some ε (or use Distribute) before you can release.</source>
        <translation>这些查询消耗的预算超过了总预算：请先降低一些 ε（或使用“分配”），然后才能发布。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="275"/>
        <source>No warnings.</source>
        <translation>没有警告。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="333"/>
        <source>Type the interval you need as a number, e.g. 10.</source>
        <translation>请以数字输入您需要的区间，例如 10。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="342"/>
        <source>&apos;{query}&apos; cannot reach ±{wanted} with any ε up to 100.</source>
        <translation>&apos;{query}&apos; 在 ε 不超过 100 时无法达到 ±{wanted}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="357"/>
        <source>Distributing the budget…</source>
        <translation>正在分配预算…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="363"/>
        <source>The queries changed while the budget was being distributed: try again.</source>
        <translation>分配预算期间查询发生了变化：请重试。</translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="17"/>
        <source>bounds</source>
        <translation>上下界</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="18"/>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="18"/>
        <source>columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="19"/>
        <source>categories</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="19"/>
        <source>bins</source>
        <translation>分箱</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="20"/>
        <source>groups</source>
        <translation>分组</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="21"/>
        <source>mechanism</source>
        <translation>机制</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="22"/>
        <source>what is done afterwards</source>
        <translation>后处理</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="23"/>
        <source>quantile</source>
        <translation>分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="24"/>
        <source>cells add up to</source>
        <translation>单元格之和</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="25"/>
        <source>margins</source>
        <translation>边际合计</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="26"/>
        <source>the (other) cell</source>
        <translation>“（其他）”单元格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="27"/>
        <source>filter</source>
        <translation>筛选条件</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="28"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="28"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="29"/>
        <source>share of ε for the number of answers</source>
        <translation>用于答案数量的 ε 份额</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="30"/>
        <source>small-cell rule</source>
        <translation>小单元格规则</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="33"/>
        <source>The total budget&apos;s ε</source>
        <translation>总预算的 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="34"/>
        <source>The total budget&apos;s δ</source>
        <translation>总预算的 δ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="35"/>
        <source>The population size</source>
        <translation>人群规模</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="36"/>
        <source>The accounting</source>
        <translation>预算核算方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="37"/>
        <source>The total budget</source>
        <translation>总预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="38"/>
        <source>The small-cell rule</source>
        <translation>小单元格规则</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="39"/>
        <source>Who is protected: the person column</source>
        <translation>保护谁：个人列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="40"/>
        <source>Who is protected: rows per person</source>
        <translation>保护谁：每人行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="41"/>
        <source>Who is protected: the order of each person&apos;s rows</source>
        <translation>保护谁：每个人各行的顺序</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="43"/>
        <source>Who is protected</source>
        <translation>保护谁</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="44"/>
        <source>The table</source>
        <translation>表格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="45"/>
        <source>The queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="46"/>
        <source>The publisher</source>
        <translation>发布者</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="47"/>
        <source>How the file is read</source>
        <translation>文件的读取方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="50"/>
        <source>Query &apos;{name}&apos;</source>
        <translation>查询 &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="50"/>
        <source>Query {number}</source>
        <translation>查询 {number}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="51"/>
        <source>{place}, {detail}</source>
        <translation>{place}，{detail}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="51"/>
        <source>Column &apos;{name}&apos;</source>
        <translation>列 &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="52"/>
        <source>How column &apos;{name}&apos; is read</source>
        <translation>列 &apos;{name}&apos; 的读取方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="53"/>
        <source>{field} {number}</source>
        <translation>{field} {number}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="54"/>
        <source>{field} of {column}</source>
        <translation>{column} 的{field}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="54"/>
        <source>{place}: {problem}</source>
        <translation>{place}：{problem}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/problem_words.py" line="55"/>
        <source>{problem} ({hint})</source>
        <translation>{problem}（{hint}）</translation>
    </message>
</context>
<context>
    <name>Project</name>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="41"/>
        <source>not a dpstudio project file ({error})</source>
        <translation>不是 dpstudio 项目文件（{error}）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="42"/>
        <source>not a dpstudio project file, or one from another version</source>
        <translation>不是 dpstudio 项目文件，或来自其他版本</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="43"/>
        <source>Open a .dpstudio.json file saved by dpstudio</source>
        <translation>请打开由 dpstudio 保存的 .dpstudio.json 文件</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="44"/>
        <source>Open a .dpstudio.json file saved by this dpstudio</source>
        <translation>请打开由此版本 dpstudio 保存的 .dpstudio.json 文件</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="18"/>
        <source>&amp;OK</source>
        <translation>确定(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="19"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="19"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="20"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="15"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="15"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="16"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="16"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="17"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="17"/>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/translation.py" line="18"/>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
</context>
<context>
    <name>QuantilesOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="25"/>
        <source>Quartiles</source>
        <translation>四分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="26"/>
        <source>Quartiles, 0.1 and 0.9</source>
        <translation>四分位数、0.1 和 0.9</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="27"/>
        <source>Quintiles</source>
        <translation>五分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="28"/>
        <source>Deciles</source>
        <translation>十分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="29"/>
        <source>&apos;{text}&apos; is not a number: type the quantiles as numbers between 0 and 1, e.g. {example}.</source>
        <translation>&apos;{text}&apos; 不是数字：请将分位数输入为 0 到 1 之间的数字，例如 {example}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="31"/>
        <source>{value} is not between 0 and 1: a quantile is a share of the sorted values (0.5 is the median).</source>
        <translation>{value} 不在 0 和 1 之间：分位数是排序后数值中的一个比例（0.5 为中位数）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="33"/>
        <source>{value} has more than 3 decimal places: use a quantile such as {example}.</source>
        <translation>{value} 的小数位超过 3 位：请使用例如 {example} 这样的分位数。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="35"/>
        <source>Give at least 2 different quantiles (for one alone, use the kind Quantile).</source>
        <translation>请至少给出 2 个不同的分位数（只要一个时，请使用“分位数”类型）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="37"/>
        <source>Give at most {most} different quantiles.</source>
        <translation>最多给出 {most} 个不同的分位数。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="38"/>
        <source>The query keeps {kept}.</source>
        <translation>该查询保留 {kept}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="102"/>
        <source>Quantiles</source>
        <translation>分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="106"/>
        <source>The quantiles to release, between 0 and 1, e.g. {example}: 0.5 is the median, 0.25 and 0.75 the quartiles</source>
        <translation>要发布的分位数，介于 0 和 1 之间，例如 {example}：0.5 为中位数，0.25 和 0.75 为四分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="109"/>
        <source>Common lists of quantiles</source>
        <translation>常用的分位数列表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="111"/>
        <source>Presets…</source>
        <translation>预设…</translation>
    </message>
</context>
<context>
    <name>QueriesModel</name>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="365"/>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="365"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="366"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="367"/>
        <source>{kind} · people</source>
        <translation>{kind} · 人</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="368"/>
        <source>{kind} · rows</source>
        <translation>{kind} · 行</translation>
    </message>
</context>
<context>
    <name>QueriesPage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="232"/>
        <source>Total budget</source>
        <translation>总预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="240"/>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="241"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="242"/>
        <source>How the queries&apos; budgets add up</source>
        <translation>各查询的预算如何累加</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="245"/>
        <source>Split evenly</source>
        <translation>平均分配</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="246"/>
        <source>Give every query the same share of the total ε</source>
        <translation>给每个查询分配相同份额的总 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="247"/>
        <source>Split by weights</source>
        <translation>按权重分配</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="248"/>
        <source>Share the total ε in proportion to each query&apos;s weight</source>
        <translation>按每个查询的权重比例分配总 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="249"/>
        <source>accounting</source>
        <translation>核算方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="250"/>
        <source>people N</source>
        <translation>人数 N</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="251"/>
        <source>suppress below</source>
        <translation>低于此值抑制</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="252"/>
        <source>is one of</source>
        <translation>属于</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="253"/>
        <source>The queries to release; select one to edit it.</source>
        <translation>要发布的查询；选择一个即可编辑。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="254"/>
        <source>Add query</source>
        <translation>添加查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="255"/>
        <source>Add a query of any kind</source>
        <translation>添加任意类型的查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="258"/>
        <source>{kind} — {what}</source>
        <translation>{kind} — {what}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="260"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="261"/>
        <source>Remove the selected query (Delete)</source>
        <translation>删除所选查询（Delete）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="262"/>
        <source>Selected query</source>
        <translation>所选查询</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="263"/>
        <source>A short name for the query, used in the release files</source>
        <translation>查询的简短名称，用于发布文件中</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="264"/>
        <source>The column the query is about (identifiers are not offered)</source>
        <translation>查询所针对的列（不提供标识符列）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="265"/>
        <source>The second column of the cross-tab</source>
        <translation>交叉表的第二列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="266"/>
        <source>An optional third column of the cross-tab</source>
        <translation>交叉表的可选第三列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="267"/>
        <source>0.5 is the median, 0.25 the lower quartile</source>
        <translation>0.5 为中位数，0.25 为下四分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="268"/>
        <source>This query&apos;s share when the budget is split by weights (1 = an equal share)</source>
        <translation>按权重分配预算时此查询的份额（1 = 平均份额）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="269"/>
        <source>How noise is added; the default is right for most uses</source>
        <translation>噪声的添加方式；默认设置适合大多数用途</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="270"/>
        <source>The last cell counts the people with this many rows or more: a public cap, from what you know of the table, not from its data</source>
        <translation>最后一个单元格计数有这么多行或更多行的人：这是一个公开的上限，来自您对该表的了解，而非其数据</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="272"/>
        <source>Move the cells so they add up to a released count of the same rows (costs no budget; the cells are rounded, and with Clamp at zero none is below 0)</source>
        <translation>移动各单元格，使其总和等于同一批行的已发布计数（不消耗预算；单元格会取整，勾选“截断至零”时没有单元格小于 0）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="275"/>
        <source>Clamp at zero</source>
        <translation>截断至零</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="276"/>
        <source>Negative noisy counts become 0 (post-processing: no budget). Alone it never moves a count away from the true one; cells that add up to a count are kept at 0 or above and still add up</source>
        <translation>加噪后为负的计数变为 0（后处理：不消耗预算）。单独使用时绝不会使计数偏离真实值；合计须等于某个计数的单元格保持不小于 0，且合计仍然相符</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="279"/>
        <source>Round to whole numbers</source>
        <translation>取整为整数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="280"/>
        <source>Post-processing: no budget; moves a value by at most 0.5 (a margin, the sum of its rounded cells, by at most their moves together)</source>
        <translation>后处理：不消耗预算；数值至多变动 0.5（边际合计是其取整后单元格之和，至多变动这些单元格变动量之和）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="282"/>
        <source>Only count rows whose value in this column is listed</source>
        <translation>仅统计此列取值在列表中的行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="283"/>
        <source>Values separated by &apos;;&apos; (e.g. F; positive)</source>
        <translation>用“;”分隔的值（例如 F; positive）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="284"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="284"/>
        <source>Id</source>
        <translation>标识</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="285"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="285"/>
        <source>Second column</source>
        <translation>第二列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="286"/>
        <source>Third column</source>
        <translation>第三列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="286"/>
        <source>Quantile</source>
        <translation>分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="287"/>
        <source>Expected error</source>
        <translation>预期误差</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="288"/>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="288"/>
        <source>Mechanism</source>
        <translation>机制</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="289"/>
        <source>Cells add up to</source>
        <translation>单元格总和对齐到</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="290"/>
        <source>Afterwards</source>
        <translation>之后</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="290"/>
        <source>Only rows where</source>
        <translation>仅限以下行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="291"/>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="291"/>
        <source>Counts</source>
        <translation>计数对象</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="292"/>
        <source>Last cell from</source>
        <translation>最后一个单元格起始于</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="292"/>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="293"/>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="293"/>
        <source>Rows to write</source>
        <translation>写出行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="294"/>
        <source>Pairs to choose</source>
        <translation>要选择的列对</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="295"/>
        <source>Budget for choosing</source>
        <translation>选择所用预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="346"/>
        <source>Add a query, or select one to edit it.</source>
        <translation>添加一个查询，或选择一个进行编辑。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="351"/>
        <source>&lt;b&gt;{kind}&lt;/b&gt;: {help}</source>
        <translation>&lt;b&gt;{kind}&lt;/b&gt;：{help}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="359"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="377"/>
        <source>(not adjusted)</source>
        <translation>（不调整）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="380"/>
        <source>the count &apos;{query}&apos;</source>
        <translation>计数“{query}”</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="490"/>
        <source>δ must be a number such as 1e-7: &apos;{typed}&apos; was not taken, it stays {kept}</source>
        <translation>δ 必须是数字，例如 1e-7：未采用“{typed}”，仍为 {kept}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="508"/>
        <source>The budget&apos;s δ must be a number such as 1e-7: &apos;{typed}&apos; was not taken, it stays {kept}.</source>
        <translation>预算的 δ 必须是数字，例如 1e-7：未采用“{typed}”，仍为 {kept}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="516"/>
        <source>The population size must be a whole number of people, such as 250000.</source>
        <translation>总体人数必须是整数，例如 250000。</translation>
    </message>
</context>
<context>
    <name>QueryProblems</name>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="18"/>
        <source>Bounds of &apos;{column}&apos;</source>
        <translation>&apos;{column}&apos; 的上下界</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="19"/>
        <source>Fix them on the Columns page, in the lower and upper bound of &apos;{column}&apos;.</source>
        <translation>请在“列”页面中，在 &apos;{column}&apos; 的下界和上界处修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="21"/>
        <source>Categories of &apos;{column}&apos;</source>
        <translation>&apos;{column}&apos; 的类别</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="22"/>
        <source>Fix them on the Columns page, in the categories of &apos;{column}&apos;, or choose other keys under Table.</source>
        <translation>请在“列”页面中修改 &apos;{column}&apos; 的类别，或在“表格”下选择其他键。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="24"/>
        <source>Bins of &apos;{column}&apos;</source>
        <translation>&apos;{column}&apos; 的分箱</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="25"/>
        <source>Fix them under Table, in the bin edges of &apos;{column}&apos;.</source>
        <translation>请在“表格”下修改 &apos;{column}&apos; 的分箱边界。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="26"/>
        <source>The query&apos;s column</source>
        <translation>该查询的列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="27"/>
        <source>Choose another in the Column list.</source>
        <translation>请在“列”列表中另选一个。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="28"/>
        <source>The query&apos;s columns</source>
        <translation>该查询的列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="29"/>
        <source>Choose others in the Column lists.</source>
        <translation>请在各列列表中另选。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="30"/>
        <source>The groups</source>
        <translation>分组</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="31"/>
        <source>Fix them under Table, in Group by.</source>
        <translation>请在“表格”下的“分组依据”中修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="32"/>
        <source>The filter on &apos;{column}&apos;</source>
        <translation>对 &apos;{column}&apos; 的筛选</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="33"/>
        <source>Fix it in Only rows where.</source>
        <translation>请在“仅限以下行”中修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="34"/>
        <source>The query&apos;s ε</source>
        <translation>该查询的 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="35"/>
        <source>Fix it in the ε field.</source>
        <translation>请在 ε 字段中修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="36"/>
        <source>The query&apos;s δ</source>
        <translation>该查询的 δ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="37"/>
        <source>Fix it in the δ field.</source>
        <translation>请在 δ 字段中修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="38"/>
        <source>The mechanism</source>
        <translation>机制</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="39"/>
        <source>Choose another in the Mechanism list.</source>
        <translation>请在“机制”列表中另选一个。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="40"/>
        <source>The quantile</source>
        <translation>分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="41"/>
        <source>Fix it in the Quantile field.</source>
        <translation>请在“分位数”字段中修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="42"/>
        <source>The quantiles</source>
        <translation>分位数列表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="43"/>
        <source>Fix them in the Quantiles field, or choose a preset.</source>
        <translation>请在“分位数”字段中修改，或选择一个预设。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="44"/>
        <source>The query&apos;s id</source>
        <translation>该查询的标识</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="45"/>
        <source>Fix it in the Id field.</source>
        <translation>请在“标识”字段中修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="46"/>
        <source>What is done afterwards</source>
        <translation>之后的处理</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="47"/>
        <source>Fix it with the boxes under Afterwards.</source>
        <translation>请用“之后”下的复选框修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="48"/>
        <source>The count the cells add up to</source>
        <translation>单元格总和对齐到的计数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="49"/>
        <source>Choose another in Cells add up to.</source>
        <translation>请在“单元格总和对齐到”中另选一个。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="50"/>
        <source>The margins</source>
        <translation>边际合计</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="51"/>
        <source>Fix it with the margins box under Table.</source>
        <translation>请用“表格”下的边际合计复选框修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="52"/>
        <source>The (other) cell</source>
        <translation>“（其他）”单元格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="53"/>
        <source>Fix it with the (other) box under Table.</source>
        <translation>请用“表格”下的“（其他）”复选框修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="54"/>
        <source>The last cell</source>
        <translation>最后一个单元格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="55"/>
        <source>Fix it in Last cell from.</source>
        <translation>请在“最后一个单元格起始于”中修改。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="56"/>
        <source>What the query counts</source>
        <translation>该查询计数的对象</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="57"/>
        <location filename="../../dpstudio/gui/query_problems.py" line="59"/>
        <source>Choose it in the Counts list.</source>
        <translation>请在“计数对象”列表中选择。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="58"/>
        <source>How people are counted</source>
        <translation>人的计数方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/query_problems.py" line="61"/>
        <source>{place}: {problem}. {fix}</source>
        <translation>{place}：{problem}。{fix}</translation>
    </message>
</context>
<context>
    <name>QueryTexts</name>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="17"/>
        <source>Count</source>
        <translation>计数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="29"/>
        <source>Histogram</source>
        <translation>直方图</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="22"/>
        <source>Cross-tab</source>
        <translation>交叉表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="23"/>
        <source>Sum</source>
        <translation>总和</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="13"/>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="39"/>
        <source>Quantile</source>
        <translation>分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="33"/>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="39"/>
        <source>Randomized response</source>
        <translation>随机响应</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="11"/>
        <source>People by number of rows</source>
        <translation>按行数的人数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="13"/>
        <source>Family of tables</source>
        <translation>表族</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="14"/>
        <source>Synthetic table</source>
        <translation>合成表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="21"/>
        <source>Quantiles (several at once)</source>
        <translation>分位数（一次多个）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="12"/>
        <source>Default (recommended)</source>
        <translation>默认（推荐）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="13"/>
        <source>Laplace</source>
        <translation>拉普拉斯</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="14"/>
        <source>Discrete Laplace</source>
        <translation>离散拉普拉斯</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="15"/>
        <source>Gaussian (needs δ)</source>
        <translation>高斯（需要 δ）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="16"/>
        <source>Discrete Gaussian (needs δ)</source>
        <translation>离散高斯（需要 δ）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="17"/>
        <source>Exponential</source>
        <translation>指数机制</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="21"/>
        <source>Sequential: budgets add up</source>
        <translation>顺序组合：预算相加</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="22"/>
        <source>Sequential accounting: the queries&apos; ε (and δ) add up to what the release spends.</source>
        <translation>顺序核算：各查询的 ε（和 δ）相加，即为本次发布的消耗。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="24"/>
        <source>zCDP: less noise for many queries (needs δ)</source>
        <translation>zCDP：查询较多时噪声更小（需要 δ）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/query_texts.py" line="25"/>
        <source>zCDP accounting: Gaussian noise adds up more slowly, so many queries get less noise for the same total ε and δ; each query&apos;s ε is its share of the total, and δ must be above 0.</source>
        <translation>zCDP 核算：高斯噪声累加得更慢，因此在相同的总 ε 和 δ 下，多个查询得到的噪声更小；每个查询的 ε 是其在总预算中的份额，且 δ 必须大于 0。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="18"/>
        <source>How many people (each once) or rows, optionally only those matching a filter.</source>
        <translation>多少人（每人一次）或多少行，可选择只计满足筛选条件的。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="30"/>
        <source>How many people or rows fall in each category or bin of one column.</source>
        <translation>每个类别或分组区间中有多少人或多少行（一列）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="23"/>
        <source>How many people or rows fall in each combination of 2 or 3 columns&apos; categories.</source>
        <translation>2 或 3 列类别的每种组合中有多少人或多少行。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="12"/>
        <source>How many people have 1, 2, 3, … rows (visits per patient), up to a public cap; all of a person&apos;s rows count, and each person is in one cell.</source>
        <translation>有多少人拥有 1、2、3……行（每位患者的就诊次数），直到一个公开上限；一个人的所有行都计入，且每人只在一个单元格中。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="14"/>
        <source>Several tables over the same columns (each column alone, every pair, …), measured once: the tables agree exactly and are more accurate than each measured on its own.</source>
        <translation>基于同一组列的多张表（每列单独、每两列组合……），一次测量：各表完全一致，且比逐一单独测量更精确。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="15"/>
        <source>Synthetic rows for researchers, drawn from tables of every pair of the columns measured once with noise: no row is a patient, and the rows keep only the relations those tables show.</source>
        <translation>供研究人员使用的合成行，由各列两两组合的表（一次性加噪测量）生成：没有任何一行是患者，这些行只保留那些表所显示的关系。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="22"/>
        <source>Several quantiles (e.g. the quartiles) of a numeric column, chosen jointly by the exponential mechanism: 5 quantiles need 3 shares of the query&apos;s ε, not 5.</source>
        <translation>数值列的多个分位数（例如四分位数），由指数机制联合选出：5 个分位数只需该查询 ε 的 3 份，而不是 5 份。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/count/plan.py" line="20"/>
        <source>how many people or rows</source>
        <translation>多少人或多少行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/histogram/plan.py" line="32"/>
        <source>people or rows per category or bin of one column</source>
        <translation>一列中每个类别或分组区间的人数或行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/crosstab/plan.py" line="25"/>
        <source>people or rows per combination of 2 or 3 columns</source>
        <translation>2 或 3 列每种组合的人数或行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/marginals/plan.py" line="17"/>
        <source>every table of one and of two columns, measured together</source>
        <translation>由一列和两列组成的每张表，一起测量</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/synthetic/plan.py" line="18"/>
        <source>synthetic rows from tables of every pair of columns; no row is a patient</source>
        <translation>由各列两两组合的表生成的合成行；没有任何一行是患者</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/rows_per_person/plan.py" line="15"/>
        <source>people by their number of rows (visits per patient)</source>
        <translation>按行数划分的人数（每位患者的就诊次数）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="24"/>
        <source>The total of a numeric column, with values clamped to the column&apos;s bounds.</source>
        <translation>数值列的总和，各值被截断到该列的上下界内。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="14"/>
        <source>The average of a numeric column within its bounds.</source>
        <translation>数值列在其上下界内的平均值。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="40"/>
        <source>A quantile (0.5 = median) of a numeric column, chosen by the exponential mechanism.</source>
        <translation>数值列的分位数（0.5 = 中位数），由指数机制选出。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="34"/>
        <source>Each row&apos;s value is randomized, and the number of answers is a noisy count (a tenth of the ε by default), so neither a value nor a person&apos;s presence is revealed.</source>
        <translation>每行的值都经过随机化，回答的数量是一个加噪计数（默认使用 ε 的十分之一），因此既不泄露某个值，也不泄露某人是否在表中。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/sum/plan.py" line="26"/>
        <source>the total of a number column</source>
        <translation>数值列的总和</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/mean/plan.py" line="15"/>
        <source>the average of a number column</source>
        <translation>数值列的平均值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantile/plan.py" line="42"/>
        <source>a median or other quantile of a number column</source>
        <translation>数值列的中位数或其他分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/quantiles/plan.py" line="25"/>
        <source>several quantiles of a number column, chosen jointly</source>
        <translation>数值列的多个分位数，联合选出</translation>
    </message>
    <message>
        <location filename="../../dpstudio/core/kinds/randomized_response/plan.py" line="37"/>
        <source>each row&apos;s category, randomized</source>
        <translation>每行的类别，经随机化</translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="21"/>
        <source>The reason is recorded in the ledger&apos;s hash chain and shown with it (in the app, and by &lt;code&gt;dpstudio ledger show&lt;/code&gt;).</source>
        <translation>理由会记录在预算账本的哈希链中，并随之显示（在应用中，以及通过 &lt;code&gt;dpstudio ledger show&lt;/code&gt;）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="24"/>
        <source>Why; recorded in the ledger</source>
        <translation>原因；记录在预算账本中</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/ledger_dialogs.py" line="25"/>
        <source>e.g. approved by the data protection board on 2026-03-02</source>
        <translation>例如：数据保护委员会于 2026-03-02 批准</translation>
    </message>
</context>
<context>
    <name>ReleasePage</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="40"/>
        <source>Cancelled before the budget was charged: nothing was released, charged or written.</source>
        <translation>在扣除预算之前已取消：没有发布、扣除或写入任何内容。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="191"/>
        <source>A new folder for the release files; it must not exist yet</source>
        <translation>用于存放发布文件的新文件夹；它必须尚不存在</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="192"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="193"/>
        <source>Export release…</source>
        <translation>导出发布…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="194"/>
        <source>Draws the noise once, spends the budget and writes the files</source>
        <translation>抽取一次噪声，消耗预算并写入文件</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="196"/>
        <source>Who publishes, as the report should show it: an organisation or a display name. It is saved with the project. Leave it empty and the report names no one; your computer&apos;s user name is never published (it stays in the private ledger).</source>
        <translation>发布者，即报告中显示的名称：一个机构或一个显示名。它随项目保存。留空则报告中不署名；您计算机的用户名永远不会被发布（它只保存在私有的预算账本中）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="199"/>
        <source>e.g. Data Office, St Example Hospital (optional)</source>
        <translation>例如：某某医院数据办公室（可选）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="200"/>
        <source>Save as Python script…</source>
        <translation>另存为 Python 脚本…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="204"/>
        <source>Save as notebook…</source>
        <translation>另存为笔记本…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="205"/>
        <source>The same as a Jupyter notebook</source>
        <translation>同样内容的 Jupyter 笔记本</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="206"/>
        <source>Export public key…</source>
        <translation>导出公钥…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="208"/>
        <source>Save the data office&apos;s public key, for the recipients of your releases: every release is signed with its private key, kept beside the ledger, and a recipient checks a release with dpstudio verify FOLDER --key FILE</source>
        <translation>保存数据管理部门的公钥，供您的发布的接收者使用：每次发布都用其私钥签名（私钥保存在预算账本旁边），接收者用 dpstudio verify FOLDER --key FILE 核验发布</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="212"/>
        <source>The language of report.html and report.pdf, recorded in release.json (whose field names stay English). It follows the app&apos;s language until you choose.</source>
        <translation>report.html 和 report.pdf 的语言，记录在 release.json 中（其字段名保持英文）。在您选择之前，它跟随应用的语言。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="214"/>
        <source>The most ε this dataset may ever spend, over all its releases</source>
        <translation>该数据集在其所有发布中最多可消耗的 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="216"/>
        <source>The most δ this dataset may ever spend, over all its releases (default {default}, as the command line&apos;s ledger set-budget has it). Only Gaussian noise spends δ; 0 allows Laplace-only releases.</source>
        <translation>该数据集在其所有发布中最多可消耗的 δ（默认 {default}，与命令行 ledger set-budget 相同）。只有高斯噪声会消耗 δ；0 只允许仅用拉普拉斯噪声的发布。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="219"/>
        <source>Set lifetime budget</source>
        <translation>设置人群总预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="221"/>
        <source>Record the lifetime budget of these people in the ledger (the change is recorded; raising it asks for a reason)</source>
        <translation>在预算账本中记录这些人的人群总预算（此更改会被记录；提高预算需要说明理由）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="223"/>
        <source>New population</source>
        <translation>新人群</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="225"/>
        <source>Declare the table&apos;s people a population of their own, not the known one they match (asks for a reason, which is recorded)</source>
        <translation>将该表中的人声明为一个独立的人群，而不是与其匹配的已知人群（需要说明理由，理由会被记录）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="228"/>
        <source>Which population the table&apos;s people belong to: recognised by the ledger, or one you declare them part of (recorded in the ledger)</source>
        <translation>该表中的人属于哪个人群：由预算账本识别，或由您声明其所属（记录在预算账本中）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="231"/>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="331"/>
        <source>Recognised by the ledger</source>
        <translation>由预算账本识别</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="232"/>
        <source>Write the release to</source>
        <translation>发布写入到</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="233"/>
        <source>Lifetime ε</source>
        <translation>人群总 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="234"/>
        <source>Published by</source>
        <translation>发布者</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="235"/>
        <source>Report in</source>
        <translation>报告语言</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="252"/>
        <source>Choose a name for the new release folder</source>
        <translation>为新的发布文件夹选择名称</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="261"/>
        <source>each person (&lt;i&gt;{column}&lt;/i&gt;, at most {rows} each)</source>
        <translation>每个人（&lt;i&gt;{column}&lt;/i&gt;，每人至多 {rows}）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="264"/>
        <source>This release answers &lt;b&gt;{queries}&lt;/b&gt; and spends &lt;b&gt;ε = {epsilon}&lt;/b&gt; and δ = {delta} of the budget ε = {budget_epsilon}, δ = {budget_delta}. It protects {unit}. The noise is drawn once, when you export.</source>
        <translation>本次发布回答 &lt;b&gt;{queries}&lt;/b&gt;，消耗预算 ε = {budget_epsilon}、δ = {budget_delta} 中的 &lt;b&gt;ε = {epsilon}&lt;/b&gt; 和 δ = {delta}。它保护{unit}。噪声在您导出时抽取一次。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="369"/>
        <source>the lifetime δ must be a number from 0 to below 1, such as {default}: “{typed}” was not taken</source>
        <translation>人群总 δ 必须是从 0 到小于 1 的数字，例如 {default}：未采用“{typed}”</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="371"/>
        <source>Type the lifetime δ again, or leave {default}</source>
        <translation>请重新输入人群总 δ，或保留 {default}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="392"/>
        <source>Treat the people of {table} as a population of their own, with a lifetime budget of ε = {epsilon} and δ = {delta}?</source>
        <translation>将 {table} 中的人视为一个独立人群，人群总预算为 ε = {epsilon}、δ = {delta}？</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="400"/>
        <source>Raise the lifetime budget of these people from ε = {old}, δ = {old_delta} to ε = {new}, δ = {new_delta}? Every release of them adds to what an attacker may learn about each person.</source>
        <translation>将这些人的人群总预算从 ε = {old}、δ = {old_delta} 提高到 ε = {new}、δ = {new_delta}？关于他们的每一次发布，都会增加攻击者能了解到的关于每个人的信息。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="467"/>
        <source>Saved {file}: it releases this plan as Export does, charged to the same ledger. Each run is a new release with fresh noise, charged again, and is refused over the lifetime budget.</source>
        <translation>已保存 {file}：它像导出一样发布此计划，并计入同一个预算账本。每次运行都是一次新的发布，抽取新的噪声并再次计费；超出人群的总预算时会被拒绝。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="263"/>
        <source>each row</source>
        <translation>每一行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="202"/>
        <source>A runnable script that releases this plan as Export does, charged to the same ledger (each run is a new release, refused over the lifetime budget): for reviewers and pipelines</source>
        <translation>一个可运行的脚本，像导出一样发布此计划，并计入同一个预算账本（每次运行都是一次新的发布，超出人群的总预算时会被拒绝）：供审核人员和数据管道使用</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="271"/>
        <source>&lt;b&gt;Category lists taken from the data&lt;/b&gt; (recorded): {columns}.</source>
        <translation>&lt;b&gt;取自数据的类别列表&lt;/b&gt;（已记录）：{columns}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="333"/>
        <source>Part of population {id} (first seen in {source})</source>
        <translation>属于人群 {id}（首次见于 {source}）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="391"/>
        <source>Declare a new population</source>
        <translation>声明新人群</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="397"/>
        <source>Declare new population</source>
        <translation>声明新人群</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="399"/>
        <source>Raise the lifetime budget</source>
        <translation>提高人群总预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="405"/>
        <source>Raise budget</source>
        <translation>提高预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="451"/>
        <source>Python scripts</source>
        <translation>Python 脚本</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="451"/>
        <source>Jupyter notebooks</source>
        <translation>Jupyter 笔记本</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="452"/>
        <source>Save the plan as code</source>
        <translation>将计划保存为代码</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="464"/>
        <source>the file could not be written ({reason})</source>
        <translation>无法写入该文件（{reason}）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="465"/>
        <source>Choose another folder</source>
        <translation>请选择其他文件夹</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="484"/>
        <source>Export the data office&apos;s public key</source>
        <translation>导出数据管理部门的公钥</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="486"/>
        <source>Public keys</source>
        <translation>公钥</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="498"/>
        <source>The data office&apos;s public key is saved in {file}. Its fingerprint is &lt;code&gt;{fingerprint}&lt;/code&gt;. Publish both where the recipients of your releases get them from you (not only inside a release); they check a release with &lt;code&gt;dpstudio verify FOLDER --key {file}&lt;/code&gt;.</source>
        <translation>数据管理部门的公钥已保存到 {file}。其指纹为 &lt;code&gt;{fingerprint}&lt;/code&gt;。请把两者公布在发布接收者能直接从您处获取的地方（而不仅仅放在某次发布之中）；接收者用 &lt;code&gt;dpstudio verify FOLDER --key {file}&lt;/code&gt; 核验发布。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="528"/>
        <source>The export would be refused</source>
        <translation>导出将被拒绝</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="530"/>
        <source>Spend the budget and export?</source>
        <translation>消耗预算并导出？</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="554"/>
        <source>{summary}

Nothing was charged or written. Raise the lifetime budget on this page, or spend less ε and δ on Queries &amp; budget.</source>
        <translation>{summary}

没有记账，也没有写入任何文件。请在本页提高人群总预算，或在“查询与预算”中减少 ε 和 δ 的消耗。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="556"/>
        <source>{summary}

The files will be written to:
{folder}

Export now?</source>
        <translation>{summary}

文件将写入：
{folder}

现在导出？</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="535"/>
        <source>Drawing the release…</source>
        <translation>正在生成发布…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="577"/>
        <source>&lt;b&gt;Cancel came too late:&lt;/b&gt; the budget had already been charged, so the release was completed and written.</source>
        <translation>&lt;b&gt;取消太晚了：&lt;/b&gt;预算已经扣除，因此发布已完成并写入。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="579"/>
        <source>&lt;b&gt;Released&lt;/b&gt; into {folder}, spending ε = {epsilon} and δ = {delta}.</source>
        <translation>&lt;b&gt;已发布&lt;/b&gt;到 {folder}，消耗 ε = {epsilon} 和 δ = {delta}。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="586"/>
        <source>For your eyes only (not in the release):</source>
        <translation>仅供您本人查看（不在发布中）：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="600"/>
        <source>Nothing was released.</source>
        <translation>没有发布任何内容。</translation>
    </message>
</context>
<context>
    <name>ReleaseTexts</name>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="179"/>
        <source>suppressed (small-cell rule)</source>
        <translation>已抑制（小单元格规则）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="180"/>
        <source>no estimate (too few values)</source>
        <translation>无估计值（数值太少）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="181"/>
        <source>Released values (± is an interval that holds the true value with at least 95% probability):</source>
        <translation>发布的数值（± 为以至少 95% 的概率包含真实值的区间）：</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="182"/>
        <source>On this table, the values within those places lie between {low} and {high}: for your eyes only (the release and its report cannot say it).</source>
        <translation>在这张表上，这些位置之内的数值介于 {low} 与 {high} 之间：仅供您本人查看（发布内容及其报告无法说明这一点）。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="184"/>
        <source>… {more} more cells in release.csv, release.xlsx and release.json.</source>
        <translation>… 另外 {more} 个单元格见 release.csv、release.xlsx 和 release.json。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="185"/>
        <source>… 1 more cell in release.csv, release.xlsx and release.json.</source>
        <translation>… 另有 1 个单元格在 release.csv、release.xlsx 和 release.json 中。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="186"/>
        <source>Export is not possible yet: open a table on {page}.</source>
        <translation>暂时无法导出：请在{page}页面打开一个表格。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="187"/>
        <source>Export is not possible yet: add a query on {page}.</source>
        <translation>暂时无法导出：请在{page}页面添加一个查询。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="188"/>
        <source>(and {count} more)</source>
        <translation>（另有 {count} 个）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="189"/>
        <source>each cell ± {together} (measured on its own: ± {alone})</source>
        <translation>每个单元格 ± {together}（单独测量时：± {alone}）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="190"/>
        <source>the synthetic rows differ from it by at most {difference} per cell</source>
        <translation>合成行与其在每个单元格的差至多为 {difference}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_texts.py" line="191"/>
        <source>Export is not possible yet: {problem}{more}. Fix it on {page}.</source>
        <translation>暂时无法导出：{problem}{more}。请在{page}页面修正。</translation>
    </message>
</context>
<context>
    <name>ResolutionField</name>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="44"/>
        <source>Resolution</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="47"/>
        <source>The step between the values the quantile may publish, in the column&apos;s unit: 0.1 publishes 3.4, 0.01 publishes 3.42. Best the precision the values are written with. Empty: the default</source>
        <translation>分位数可发布的值之间的间隔，以该列的单位表示：0.1 发布 3.4，0.01 发布 3.42。最好与数值书写的精度相同。留空：使用默认值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="74"/>
        <source>default: {step}</source>
        <translation>默认：{step}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="91"/>
        <source>{count} candidate values from {low} to {high}</source>
        <translation>从 {low} 到 {high} 共 {count} 个候选值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="122"/>
        <source>&apos;{text}&apos; is not a positive number: type the step between the values, e.g. 0.1.</source>
        <translation>“{text}”不是正数：请输入数值之间的间隔，例如 0.1。</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="127"/>
        <source>Each person by</source>
        <translation>每人按</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="128"/>
        <source>How a person&apos;s quasi-identifiers are read: the set of the combinations on all their rows (what someone who knows all their visits can match: the stricter), or the combination on their first or last row</source>
        <translation>如何读取一个人的准标识符：其所有行上组合的集合（知道此人全部就诊记录的人可以据此匹配：更严格），或其第一行或最后一行上的组合</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="131"/>
        <source>Count records whose chance of being singled out (1 / class size) is above this</source>
        <translation>统计被唯一识别的概率（1 / 等价类大小）高于此值的记录</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="133"/>
        <source>Risk threshold</source>
        <translation>风险阈值</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="134"/>
        <source>Unique records when only these quasi-identifiers are known (class sizes only)</source>
        <translation>仅知道这些准标识符时的唯一记录（仅等价类大小）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="136"/>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="218"/>
        <source>Known quasi-identifiers</source>
        <translation>已知的准标识符</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="136"/>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="219"/>
        <source>Unique records</source>
        <translation>唯一记录</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="137"/>
        <source>Show the smallest classes…</source>
        <translation>显示最小的等价类…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="138"/>
        <source>Lists the rarest combinations of quasi-identifier values with their class sizes. Only you see them.</source>
        <translation>列出最罕见的准标识符取值组合及其等价类大小。只有您能看到。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="158"/>
        <source>&lt;b&gt;Re-identification risk, counting rows&lt;/b&gt; (for your eyes only, never released)</source>
        <translation>&lt;b&gt;再识别风险，按行计数&lt;/b&gt;（仅供您本人查看，从不发布）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="161"/>
        <source>&lt;b&gt;Re-identification risk, counting people&lt;/b&gt; (each {column}; for your eyes only, never released)</source>
        <translation>&lt;b&gt;再识别风险，按人计数&lt;/b&gt;（{column} 的每个值为一人；仅供您本人查看，从不发布）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="164"/>
        <source>all their rows (the stricter)</source>
        <translation>其全部行（更严格）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="165"/>
        <source>their first row by {column}</source>
        <translation>{column} 排序的第一行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="166"/>
        <source>their first row in a random order</source>
        <translation>随机顺序的第一行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="166"/>
        <source>their first row in file order</source>
        <translation>文件顺序的第一行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="167"/>
        <source>their last row by {column}</source>
        <translation>{column} 排序的最后一行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="168"/>
        <source>their last row in a random order</source>
        <translation>随机顺序的最后一行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="168"/>
        <source>their last row in file order</source>
        <translation>文件顺序的最后一行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="174"/>
        <source>Mark quasi-identifiers to see the risk.</source>
        <translation>标记准标识符即可查看风险。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="175"/>
        <source>Mark quasi-identifiers (age, sex, zip…) to see how re-identifiable the table is.</source>
        <translation>标记准标识符（年龄、性别、邮政编码…）即可查看该表的可重识别程度。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="176"/>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="218"/>
        <source>Unique people</source>
        <translation>唯一的人</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="241"/>
        <source>Smallest classes (for your eyes only)</source>
        <translation>最小的等价类（仅供您本人查看）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="243"/>
        <source>people in the class</source>
        <translation>等价类中的人数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="243"/>
        <source>rows in the class</source>
        <translation>等价类中的行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/risk_panel.py" line="249"/>
        <source>The rarest combinations of quasi-identifier values. Someone who knows them can find these people&apos;s rows. Never share this list.</source>
        <translation>最罕见的准标识符取值组合。知道这些取值的人可以找到这些人的行。切勿分享此列表。</translation>
    </message>
</context>
<context>
    <name>RoleLegend</name>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="221"/>
        <source>The colour of a column&apos;s header says its role (set on the Columns page)</source>
        <translation>列表头的颜色表示其角色（在“列”页面设置）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/data_page.py" line="222"/>
        <source>Header colours:</source>
        <translation>表头颜色：</translation>
    </message>
</context>
<context>
    <name>Steps</name>
    <message>
        <location filename="../../dpstudio/gui/expectations_editor.py" line="111"/>
        <source>Change an expected number</source>
        <translation>更改预期数字</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="417"/>
        <source>Apply the plan</source>
        <translation>应用计划</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/main_window.py" line="455"/>
        <location filename="../../dpstudio/gui/main_window.py" line="509"/>
        <source>Open the project&apos;s plan</source>
        <translation>打开项目的计划</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/distribution_result.py" line="19"/>
        <source>Distribute the budget</source>
        <translation>分配预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="348"/>
        <source>Set ε of {query} for ±{wanted}</source>
        <translation>为 ±{wanted} 设置 {query} 的 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="40"/>
        <source>Rename {query}</source>
        <translation>重命名 {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="41"/>
        <source>Change the column of {query}</source>
        <translation>更改 {query} 的列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="55"/>
        <source>Change the pairs to choose of {query}</source>
        <translation>更改 {query} 要选择的列对</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="56"/>
        <source>Change the budget for choosing of {query}</source>
        <translation>更改 {query} 的选择所用预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="58"/>
        <source>Change the rows to write of {query}</source>
        <translation>更改 {query} 要写出的行数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="59"/>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="42"/>
        <source>Change the columns of {query}</source>
        <translation>更改 {query} 的各列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/family_options.py" line="60"/>
        <source>Change the tables of {query}</source>
        <translation>更改 {query} 的表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="43"/>
        <source>Change the quantile of {query}</source>
        <translation>更改 {query} 的分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="44"/>
        <source>Change ε of {query}</source>
        <translation>更改 {query} 的 ε</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="45"/>
        <source>Change the mechanism of {query}</source>
        <translation>更改 {query} 的机制</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="46"/>
        <source>Change δ of {query}</source>
        <translation>更改 {query} 的 δ</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="47"/>
        <source>Change the post-processing of {query}</source>
        <translation>更改 {query} 的后处理</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="48"/>
        <source>Change the filter of {query}</source>
        <translation>更改 {query} 的筛选条件</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="49"/>
        <source>Change the last cell of {query}</source>
        <translation>更改 {query} 的最后一个单元格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="472"/>
        <source>Change what {query} counts</source>
        <translation>更改 {query} 的计数对象</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="481"/>
        <source>Change what the cells of {query} add up to</source>
        <translation>更改 {query} 各单元格的总和对齐目标</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="520"/>
        <source>Change the budget</source>
        <translation>更改预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="534"/>
        <source>Change the accounting</source>
        <translation>更改核算方式</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="541"/>
        <source>Change the small-cell rule</source>
        <translation>更改小单元格规则</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="577"/>
        <source>Add the query {query}</source>
        <translation>添加查询 {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="593"/>
        <source>Remove the query {query}</source>
        <translation>删除查询 {query}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="600"/>
        <source>Change the weight of {query}</source>
        <translation>更改 {query} 的权重</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="605"/>
        <source>Split the budget evenly</source>
        <translation>平均分配预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/queries_page.py" line="610"/>
        <source>Split the budget by weights</source>
        <translation>按权重分配预算</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="427"/>
        <source>Change the publisher</source>
        <translation>更改发布者</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="54"/>
        <source>Change the bins of {column} in {query}</source>
        <translation>更改 {query} 中 {column} 的分箱</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="299"/>
        <source>Change the groups of {query}</source>
        <translation>更改 {query} 的分组</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="305"/>
        <source>Change the keys of {column} in {query}</source>
        <translation>更改 {query} 中 {column} 的键</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="328"/>
        <source>Change the (other) cell of {query}</source>
        <translation>更改 {query} 的“（其他）”单元格</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="332"/>
        <source>Change the margins of {query}</source>
        <translation>更改 {query} 的边际合计</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/project.py" line="240"/>
        <source>Apply the suggested roles</source>
        <translation>应用建议的角色</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="261"/>
        <source>Mark {column} as {role}</source>
        <translation>将 {column} 标记为{role}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="275"/>
        <source>Clear the bounds of {column}</source>
        <translation>清除 {column} 的上下界</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="291"/>
        <source>Set the bounds of {column}</source>
        <translation>设置 {column} 的上下界</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/models.py" line="326"/>
        <source>Set the categories of {column}</source>
        <translation>设置 {column} 的类别</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/column_detail.py" line="234"/>
        <source>Set the unit of {column}</source>
        <translation>设置 {column} 的单位</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="325"/>
        <source>Take the categories of {column} from the data</source>
        <translation>从数据中获取 {column} 的类别</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="425"/>
        <source>Change which rows each person keeps</source>
        <translation>更改每人保留哪些行</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/columns_page.py" line="426"/>
        <source>Change who is protected</source>
        <translation>更改保护对象</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/quantiles_options.py" line="24"/>
        <source>Change the quantiles of {query}</source>
        <translation>更改 {query} 的分位数列表</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="26"/>
        <source>Summarise every column</source>
        <translation>汇总每一列</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/resolution_field.py" line="19"/>
        <source>Change the resolution of {query}</source>
        <translation>更改 {query} 的分辨率</translation>
    </message>
</context>
<context>
    <name>SummaryAction</name>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="27"/>
        <source>Added 1 query from what the Columns page declares; review, edit or remove it like any other.</source>
        <translation>已根据“列”页面上的声明添加 1 个查询；请像其他查询一样检查、编辑或删除它。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="29"/>
        <source>Added {count} queries from what the Columns page declares; review, edit or remove them like any other.</source>
        <translation>已根据“列”页面上的声明添加 {count} 个查询；请像其他查询一样检查、编辑或删除它们。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="31"/>
        <source>Nothing was added: no column has categories or bounds declared. Declare them on the Columns page, then summarise again.</source>
        <translation>未添加任何查询：没有任何列声明了类别或上下界。请在“列”页面上声明，然后再次汇总。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="33"/>
        <source>1 column left out, with neither categories nor bounds declared: {columns}. To summarise it, declare its categories or bounds on the Columns page.</source>
        <translation>有 1 列被略过，它既未声明类别也未声明上下界：{columns}。要汇总它，请在“列”页面上声明其类别或上下界。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="35"/>
        <source>{count} columns left out, with neither categories nor bounds declared: {columns}. To summarise them, declare their categories or bounds on the Columns page.</source>
        <translation>有 {count} 列被略过，它们既未声明类别也未声明上下界：{columns}。要汇总它们，请在“列”页面上声明其类别或上下界。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="38"/>
        <source>The summary shares what the queries already in the plan leave of the total ε, {left}, among its own queries.</source>
        <translation>摘要把计划中已有查询剩下的总 ε（{left}）分配给它自己的查询。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="40"/>
        <source>Nothing was added: the queries already in the plan spend the whole total ε. Raise the total ε, or lower some query&apos;s ε, then summarise again.</source>
        <translation>未添加任何内容：计划中已有的查询用完了全部总 ε。请提高总 ε，或降低某个查询的 ε，然后再次生成摘要。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="42"/>
        <source>{column} counts</source>
        <translation>{column} 计数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="43"/>
        <source>{column} quantiles</source>
        <translation>{column} 分位数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="135"/>
        <source>Add a histogram for each column with public categories (of people, each once, when a person may have several rows) and the quantiles 0.1, 0.25, 0.5, 0.75 and 0.9 of each number column with bounds, sharing what is left of the total ε so that their expected relative errors are alike. Only what the Columns page declares is used, never the data; identifiers are left out.</source>
        <translation>为每个有公开类别的列添加一个直方图（当一个人可能有多行时，按人计，每人一次），并为每个有上下界的数值列添加分位数 0.1、0.25、0.5、0.75 和 0.9；剩余总 ε 的分配使它们的预期相对误差相近。只使用“列”页面上声明的内容，从不使用数据；标识符不包括在内。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/summary_action.py" line="134"/>
        <source>Summarise every column</source>
        <translation>汇总每一列</translation>
    </message>
</context>
<context>
    <name>TableOptions</name>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="31"/>
        <source>Public list (Columns page)</source>
        <translation>公开列表（“列”页面）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="32"/>
        <source>Bins</source>
        <translation>分箱</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="33"/>
        <source>Found in the table (needs δ)</source>
        <translation>从表中发现（需要 δ）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="34"/>
        <source>Publish only the keys present in the table whose noisy count passes a threshold (partition selection). It needs a δ: the chance that a key only one person has is published. Keys that few people have are likely left out; the preview shows each one&apos;s chance.</source>
        <translation>只发布表中存在、且加噪计数超过阈值的键（分区选择）。这需要 δ：即只有一个人拥有的键被发布的概率。很少有人拥有的键可能被略去；预览会显示每个键的概率。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="38"/>
        <source>Also release each column&apos;s totals and the grand total, consistent with the cells: they add up, and with Clamp at zero all stay at 0 or above. Under Laplace noise the whole ε goes to the cells and the totals are their sums; under Gaussian noise (zCDP) the totals are measured apart too. With the small-cell rule, more values may be withheld so that no small cell can be worked out from the totals.</source>
        <translation>同时发布各列的合计和总计，并与单元格保持一致：各项数字相互吻合，勾选“截断至零”时全部不小于 0。在拉普拉斯噪声下，全部 ε 用于单元格，合计即为其和；在高斯噪声（zCDP）下，合计也单独测量。启用小单元格规则时，可能会再隐去一些数值，以免根据合计推算出任何小单元格。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="43"/>
        <source>Checked: rows whose value is not in the list or bins (and missing values) are counted in an (other) cell, so the cells add up to every row. Unchecked: those rows are left out of this table, as a filter would leave them out; no (other) cell is published and the totals count the listed rows only.</source>
        <translation>勾选：取值不在列表或分箱中的行（以及缺失值）计入“（其他）”单元格，使各单元格之和等于全部行数。不勾选：这些行不计入此表，如同被筛选条件排除；不发布“（其他）”单元格，合计只统计列出的行。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="47"/>
        <source>Increasing dates written YYYY-MM-DD; bin i holds the dates from edge i up to (not including) edge i+1, e.g. 2024-01-01, 2024-04-01, 2024-07-01 for two quarters; a time of day is ignored</source>
        <translation>按 YYYY-MM-DD 书写的递增日期；第 i 个分箱包含从边界 i 到边界 i+1（不含）的日期，例如 2024-01-01, 2024-04-01, 2024-07-01 表示两个季度；时刻会被忽略</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="51"/>
        <source>Quarters of {year}</source>
        <translation>{year} 年各季度</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="51"/>
        <source>Months of {year}</source>
        <translation>{year} 年各月</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="53"/>
        <source>Years {first}–{last}</source>
        <translation>{first}–{last} 年</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="190"/>
        <source>One value per group of this column (count, sum, mean or quantile): the groups come from its categories or bins</source>
        <translation>此列每组一个值（计数、总和、均值或分位数）：分组来自其类别或分箱</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="192"/>
        <source>Group by</source>
        <translation>分组依据</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="193"/>
        <source>With margins and total, made consistent</source>
        <translation>含边际合计和总计，并保持一致</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="195"/>
        <source>Count values outside the lists and bins as (other)</source>
        <translation>将列表和分箱之外的值计为“（其他）”</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="223"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="242"/>
        <source>Where the keys of &apos;{column}&apos; come from. {more}</source>
        <translation>“{column}”的键从何而来。{more}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="252"/>
        <source>Increasing numbers; bin i holds values from edge i up to (not including) edge i+1, the last bin includes its upper edge, e.g. 0, 18, 65, 120</source>
        <translation>递增的数字；第 i 个分箱包含从边界 i 到边界 i+1（不含）的值，最后一个分箱包含其上边界，例如 0, 18, 65, 120</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="257"/>
        <source>Common bins for this column</source>
        <translation>此列的常用分箱</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="258"/>
        <source>Presets…</source>
        <translation>预设…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="266"/>
        <source>Keys of {column}</source>
        <translation>{column} 的键</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="285"/>
        <source>5-year bands</source>
        <translation>5 年分组</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="285"/>
        <source>10-year bands</source>
        <translation>10 年分组</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="287"/>
        <source>{name}: {bands}</source>
        <translation>{name}：{bands}</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/table_options.py" line="315"/>
        <source>The edges must be numbers separated by commas, e.g. 0, 18, 65, 120, or dates written YYYY-MM-DD, e.g. 2024-01-01, 2024-04-01</source>
        <translation>边界必须是用逗号分隔的数字，例如 0, 18, 65, 120，或按 YYYY-MM-DD 书写的日期，例如 2024-01-01, 2024-04-01</translation>
    </message>
</context>
<context>
    <name>TaskProgress</name>
    <message>
        <location filename="../../dpstudio/gui/pages/preview_page.py" line="129"/>
        <source>Computing the true answers</source>
        <translation>正在计算真实答案</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/pages/release_page.py" line="169"/>
        <source>Releasing</source>
        <translation>正在发布</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/task_progress.py" line="44"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/task_progress.py" line="47"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>UnsavedChanges</name>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="15"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="16"/>
        <source>The project {name} has changes that are not saved. Save them before closing?</source>
        <translation>项目 {name} 有尚未保存的更改。关闭前是否保存？</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="18"/>
        <source>The project {name} has changes that are not saved. Save them before opening another table or project?</source>
        <translation>项目 {name} 有尚未保存的更改。打开其他表格或项目之前是否保存？</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="20"/>
        <source>If you discard them, every change since the project was last saved is lost.</source>
        <translation>如果放弃，自上次保存项目以来的所有更改都将丢失。</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="23"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="24"/>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/unsaved_changes.py" line="25"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11"/>
        <source>Direct identifier</source>
        <translation>直接标识符</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="11"/>
        <source>Quasi-identifier</source>
        <translation>准标识符</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12"/>
        <source>Sensitive</source>
        <translation>敏感</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="12"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13"/>
        <source>whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="13"/>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="14"/>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>comma</source>
        <translation>逗号</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>semicolon</source>
        <translation>分号</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="15"/>
        <source>tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16"/>
        <source>bar</source>
        <translation>竖线</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="16"/>
        <source>double quote</source>
        <translation>双引号</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17"/>
        <source>single quote</source>
        <translation>单引号</translation>
    </message>
    <message>
        <location filename="../../dpstudio/gui/common_words.py" line="17"/>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
</TS>
