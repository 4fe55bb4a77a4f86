var findOrder = function(numCourses, prerequisites) {
    // Reads each pair the wrong way round: [a, b] taken as "a before b".
    const unlocks = Array.from({ length: numCourses }, () => []);
    const waiting = new Array(numCourses).fill(0);
    for (const [course, before] of prerequisites) {
        unlocks[course].push(before);
        waiting[before]++;
    }
    const order = [];
    for (let c = 0; c < numCourses; c++) if (waiting[c] === 0) order.push(c);
    for (let next = 0; next < order.length; next++)
        for (const course of unlocks[order[next]])
            if (--waiting[course] === 0) order.push(course);
    return order.length === numCourses ? order : [];
};
